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

/** The topic of LONG_ESSAY. */
export const LONG_ESSAY_TOPIC = "Is it better to grow up in a big city or in the countryside? Discuss both sides.";

/** A long essay of about 900 words with many mistakes, for printouts that run over several pages. */
export const LONG_ESSAY = `Many people thinks that children who grow up in a big city have more opportunities than children who grow up in the countryside. Other people believe the opposite, becuase life in a small village is calmer and healthier. In this essay I will discuss both sides of this question and then I will give my own opinion.

First of all, a big city offer a lot of things that a village can not offer. There are many schools, so parents can choose the one that is best for there children. There are also museums, theatres, cinemas and libraries, and most of them have special activities for young people. When I was twelve years old I lived in the capital for one year with my aunt, and every weekend we visited a different museum. I remember that I was very suprised by the number of things you could do without leaving the city. My cousin, who still lives there, goes to a music school three times a week and she play the violin in a youth orchestra.

Secondly, in a city it is easier to meet people from different countries and cultures. In my class in the capital there was students from Brazil, Poland, Morocco and China. We spoke english together and I learned a lot about their traditions and their food. I think this kind of experience make children more open and more tolerant, becuase they understand from a young age that there is many ways to live. In my village, on the other hand, almost everybody know each other and most families have lived there for generations.

However, life in a big city has also some important disadvantages. The first one is the traffic. In the morning the streets are full of cars and buses, and the air is often very polluted. Many children in cities suffer from asthma or other problems with there lungs. Furthermore, the journey to school can take a long time, so children have less time for playing, sleeping or doing there homework. My cousin have to get up at six o'clock every day becuase her school is on the other side of the city.

Another disadvantage is that cities can be dangerous. Parents are often worried about there children and they dont let them go out alone until they are quite old. As a result, many children in cities spend most of their free time at home in front of a screen. They doesnt have the freedom to explore, to make mistakes and to learn from them. In my opinion this is a big problem, becuase independence is an important part of growing up.

Now let us look at the countryside. The main advantage is the nature. Children who grow up in a village can play outside, climb trees, ride bicycles and look after animals. When I was a child I spended whole afternoons in the forest with my friends, and my parents was never worried becuase they knew that nothing bad could happen. I think these experiences made me stronger and more creative. I also believe that children in the countryside are healthier, becuase they breathe clean air and they move much more than children in the city.

In addition, life in a village is usually cheaper and quieter. Families can afford a bigger house with a garden, and children can have there own room. Neighbours help each other and there is a strong feeling of community. If somebody is ill, the other people in the village brings food and help with the work. I dont think you can find this kind of solidarity in a big city, where many people do not even know the name of there neighbours.

On the other hand, the countryside also has disadvantages. The most serious one is that there is not many opportunities for young people. Often there is only one small school, and teenagers have to travel to the nearest town to go to secondary school. There are few shops, no cinema and no theatre, and the buses are not very frequent. Many teenagers in my village feel bored and they cant wait to leave. When they finish school most of them moves to the city to study or to find a job, and they never come back. As a result, villages are getting older and emptier every year.

Moreover, children in the countryside have less contact with people who are different from them. They may grow up with some prejudices, simply becuase they have never met anybody from another country or culture. Of course the internet helps a little, but in my opinion it is not the same as having a friend from another country who sit next to you in class.

To sum up, both the city and the countryside have advantages and disadvantages for children. The city offers more opportunities for education, culture and meeting different people, but it is also more polluted, more expensive and less safe. The countryside is healthier, calmer and gives children more freedom, but it offers fewer opportunities, especially for teenagers.

Personally, I think that the best solution is to grow up in the countryside, or in a small town, but near a big city. In this way children can enjoy the nature and the freedom of the village and at the same time they can use the schools, museums and theatres of the city. This is exactly what my parents decided to do when I was born, and I am very greatful to them for this choice. I definately hope that I will be able to give my own children the same kind of childhood in the future, even if I will probably have to work in the city.`;
