import { CEFR_ESSAYS, CEFR_TASK } from "./cefr-essays";

/**
 * A task for each certificate family answered three times, written for the grading tests and
 * the grading benchmark (no data set's sentences): a weak answer (a learner's mistakes, everyday
 * words, simple sentences), a plain B2 one (clear, correct, complete, but everyday words and simple
 * linking throughout) and a C2 one (precise, less common words and a wide range of structures,
 * used with control). Each family's answers must be graded in that order.
 */
export interface TaskEssays {
  /** The task as a teacher would give it, with its notes when it has them. */
  task: string;
  weak: string;
  plain: string;
  c2: string;
}

/** Cambridge's essay task: a question, two given notes and the student's own idea. */
const CAMBRIDGE: TaskEssays = {
  task: `Every year more people choose to spend their holidays at home instead of travelling abroad. Is this a good thing?

Notes
Write about:
1. money
2. the environment
3. ........ (your own idea)`,

  weak: `Now many people stay in home for holidays and they not go to other country. I think it is good and bad.

First, the money. Travel is very expensive, the plane and the hotel cost a lot of money. If you stay at home you save many money and you can buy other things. Also the environment is important. The planes make pollution and it is bad for the nature. When people stay at home there is less pollution.

But I think travel is good for learn other culture and language. When I go to Spain last year I learned many things and I meet nice people. At home you can not learn this things. Also I like the food in other country.

In conclusion, stay at home is good for the money and the environment but travel is more interesting for me. Every people must decide what they want to do.`,

  plain: `These days, many people decide to spend their holidays at home instead of travelling to another country. In my opinion, this is a good thing for several reasons.

First of all, staying at home saves a lot of money. Flights and hotels are very expensive, especially in the summer. If you stay at home, you can use the money for other things, like a new bike or a course.

Secondly, it is better for the environment. Planes produce a lot of pollution, and tourists often leave rubbish on beaches. When people stay at home, they can travel by bus or by bike, which is much cleaner.

Another good point is that you can get to know your own area better. Many people have never visited the museums and parks near their home. A holiday at home is a good chance to do this with friends and family.

In conclusion, I think holidays at home are a good idea, although travelling abroad can also be a great experience.`,

  c2: `Whereas a foreign holiday was once regarded as an indispensable annual ritual, a growing number of people now opt to remain at home. I would argue that this shift, although partly born of necessity, is largely beneficial.

The financial argument is compelling. Soaring airfares and accommodation costs have put extended trips beyond the reach of many households, and those who forgo them can channel the money saved into pursuits of more lasting value, such as education.

Equally persuasive is the environmental case. Aviation remains among the most carbon-intensive activities an individual can undertake, and mass tourism has inflicted considerable damage on fragile coastlines. Were more travellers to holiday locally, these pressures would ease appreciably.

Perhaps less obviously, staying at home fosters a renewed appreciation of one's surroundings. Residents frequently overlook the galleries, trails and landmarks on their doorstep, which visitors from abroad travel considerable distances to admire.

Admittedly, immersion in an unfamiliar culture offers insights that no local excursion can replicate. On balance, however, the advantages of holidaying at home outweigh this undeniable loss.`,
};

/** IELTS Task 2: the CEFR essays' own task, its B1 answer as the weak one. */
const IELTS: TaskEssays = { task: CEFR_TASK, weak: CEFR_ESSAYS.B1, plain: CEFR_ESSAYS.B2, c2: CEFR_ESSAYS.C2 };

/** TOEFL iBT's academic discussion: a professor's question and two classmates' posts. */
const TOEFL: TaskEssays = {
  task: `Your professor is teaching a class on city planning. Professor: Many cities spend more and more on public transport. Should city governments make buses and trains free for everyone? Why or why not?
Maria: Free public transport would reduce traffic, because more people would leave their cars at home.
Tom: It would cost too much money, and that money is better spent on schools and hospitals.`,

  weak: `I agree with Maria. Free bus is good idea because many people use the car every day and the traffic is very bad in my city. If the bus is free they take the bus and not the car. Also poor people can go to work more easy. Tom say it cost too much, but the city have money from taxes and the car make pollution so the city pay for this too. In my city the bus is expensive and always late, so people dont like it. I think the government must make it free and also more buses. Then everybody is happy and the air is more clean.`,

  plain: `I agree with Maria that free public transport would be a good idea. In my city, the roads are full of cars every morning, and many people drive because the bus is too expensive for a family. If buses and trains were free, more people would use them, and there would be less traffic and less pollution.

I understand Tom's point that it costs a lot of money. However, the city already spends money on roads and car parks, and it also pays for the problems that pollution causes. In my opinion, free transport would save money in the long term. It would also help students and older people who do not have a car.`,

  c2: `While Tom rightly points out that free public transport would place a considerable burden on municipal budgets, I am persuaded by Maria's argument. Congestion imposes substantial hidden costs on cities, from lost working hours to respiratory illnesses caused by exhaust fumes, and these are ultimately borne by taxpayers regardless.

Abolishing fares would also remove a barrier that disproportionately affects low-income residents, for whom a monthly pass can represent a significant share of their earnings. Several European cities that have experimented with fare-free schemes reported a marked increase in ridership, although critics note that some new passengers were pedestrians and cyclists rather than former drivers.

Were the policy accompanied by investment in more frequent services, I suspect that even sceptical commuters would gradually abandon their cars.`,
};

/** The family's task and answers for a certificate option's id. */
export function taskEssaysFor(certificate: string): TaskEssays {
  if (certificate.startsWith("ielts")) return IELTS;
  if (certificate.startsWith("toefl")) return TOEFL;
  return CAMBRIDGE;
}
