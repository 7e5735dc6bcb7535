/**
 * Essays written for the browser tests and the benchmark, with the kind of mistakes learners make
 * (misspellings, wrong verb forms, agreement). Written for Redpen; not taken from any data set.
 */

/** A text essay of about 300 words, for pasting. */
export const TEXT_ESSAY = `Nowadays many people thinks that young people should do some volunteer work before they start university. In my opinion this is a very good idea, although it is not always easy to organise.

First of all, volunteering teach teenagers to be responsable. When I was sixteen I helped in a food bank in my town every saturday. At the beginning I was very shy and I didnt know what to say to the people who came, but after a few weeks I felt much more confident. I learned to work in a team and to listen other people, wich is something that school dont teach you.

Secondly, volunteer work give young people the chance to discover what they really want to do in the future. My freind Lucas worked two months in an animal shelter and now he is studing to become a vet. If he had not tried it, he would probably choose a different career and he would be unhappy.

On the other hand, some students can not afford to work without money. They need a paid job to help their familys or to save for there studies. Also, some organisations do not have enough time to train volunteers, so the young people feel that they are not useful and they gives up quickly.

To sum up, I believe that volunteering is a great experience for most teenagers, because it make them more mature and more open to the world. However, the goverment should help the organisations and give a small grant to the students who can not work for free. In this way everybody could take part and the whole society would benefit from it. I would recommend every young person to try it at least once, even if it is only for a few free weekends.`;

/** The topic of TEXT_ESSAY. */
export const TEXT_ESSAY_TOPIC = "Should young people do volunteer work before they start university?";

/** Pages of a three-page essay, for photo uploads. */
export const PAGES = [
  `Last month our class went on a school trip to the seaside. We leaved very early in the morning and the bus journey was long, but we was singing songs all the time so nobody was bored.

When we arrived the weather was cold and windy. Our teacher said that we could not swim, so we walked along the beach and collected shells. Some of my friends was a bit dissapointed.`,
  `In the afternoon we visited a small museum about fishermen. The guide told us how the people lived two hundred years ago and showed us the old boats. I found it more interesting than I expected, becuase the stories were really exciting.

After the museum we had some free time. I bought a postcard for my grandmother and ate the best ice cream of my life.`,
  `On the way home everybody was tired and quiet. I was looking at the sea from the window and thinking about the day. I think school trips are important, because we learn things that we can not learn in the classroom.

Next year I would like to go to the mountains with my class. I hope the teachers will agree.`,
];
