/**
 * Essays written for the tests of the feedback's statements (no data set's sentences): strong and
 * weak, with and without a concluding paragraph in several styles, in one paragraph, with a title
 * or a sign-off, and with words the engine corrects. Each says what it is, so that a test can ask
 * the right advice of it.
 */

export interface FactEssay {
  name: string;
  text: string;
  /** How it ends, as the essay facts must read it. */
  closing: "paragraph" | "sentences" | "none";
  /** Whether its sentences are short (under 12 words on average), long (15 or more) or neither. */
  sentences: "short" | "medium" | "long";
}

const STRONG_LONG: FactEssay = {
  name: "a strong essay with long sentences, 'if', 'although' and 'which', ending 'In conclusion'",
  sentences: "long",
  closing: "paragraph",
  text: `Working from home has become normal for millions of office workers, and many of them now say they would never go back to a daily journey into the city centre.

If a company lets its staff choose where they work, it usually saves money on offices, although it has to trust people whom managers can no longer watch at their desks. Employees gain the hours they used to spend on crowded trains, which they can give to their families or to sport instead of to a timetable.

There are real costs as well, because young colleagues learn far less when nobody sits next to them to answer a quick question or to show them how a difficult task is done.

In conclusion, I am convinced that the best arrangement is a mixture of both, with two or three days at home and the rest in an office where people actually meet each other.`,
};

const STRONG_IF: FactEssay = {
  name: "a strong essay whose sentences open with 'If', ending 'To sum up'",
  sentences: "long",
  closing: "paragraph",
  text: `In my opinion, every secondary school should teach pupils how to manage their own money before they leave for university or for their first job.

If teenagers never learn how a bank account, a loan or a simple budget works, they can easily fall into debts that follow them for many years afterwards. If they practise these skills at school, however, they can make their mistakes with pretend money rather than with their real wages.

Some teachers argue that the timetable is already too full, and they are partly right, since there is little space left between languages, sciences and sport. Nevertheless, a short weekly lesson, which could replace one hour of general studies, would cost almost nothing.

To sum up, lessons about money would prepare young people for adult life far better than another hour of theory they will soon forget.`,
};

const STRONG_THAT_IS_WHY: FactEssay = {
  name: "a strong essay ending 'That is why I think'",
  sentences: "long",
  closing: "paragraph",
  text: `Many towns are closing their public libraries because fewer people borrow printed books than twenty years ago, and councils would rather spend the money elsewhere.

However, a library is much more than a room full of shelves, since it offers free internet, quiet places to study and help for people who cannot fill in online forms by themselves. Elderly visitors, who often live alone, also find company there, while children discover stories that their parents could not afford to buy for them.

That is why I think that closing a library saves a little money today but costs a community far more in the years that follow, and councils should look for savings somewhere else.`,
};

const WEAK_SHORT: FactEssay = {
  name: "a weak essay with short sentences and no linking words",
  sentences: "short",
  closing: "none",
  text: `My town is small. It has a park. The park is green. Children play there every day.

There is one school. The school is old. The teachers are nice. We learn English there.

There is a river near my house. People swim in the river in summer. It is very cold. I do not swim there.

My grandmother lives near the market. She sells fruit on Saturday. I help her. We talk to many people.`,
};

const WEAK_ERRORS: FactEssay = {
  name: "a weak essay with short sentences and many mistakes",
  sentences: "short",
  closing: "none",
  text: `i like sport very much. i play football every days. my team is good. we winned a cup last year. the coach is strict. he shout a lot. i have many freinds in the team. we go to the park after school. my mother dont like football. she say it is dangerous. my father like it. he watch every match on the television.`,
};

const WEAK_ONE_LINE_EACH: FactEssay = {
  name: "short sentences, one line each, with no blank lines",
  sentences: "short",
  closing: "none",
  text: `I want a new phone.
My phone is very old.
The screen is broken.
The battery is bad too.
My sister has a new phone.
It takes good photos.
I save money every week.
Maybe I buy the phone in May.`,
};

const ALL_IN_ALL: FactEssay = {
  name: "an essay ending 'All in all'",
  sentences: "medium",
  closing: "paragraph",
  text: `Some people say that teenagers spend too much time on their phones. I partly agree with this view.

Phones help young people to stay in touch with friends and to find information quickly. For example, my classmates share notes in a group chat before every test.

On the other hand, many teenagers sleep badly because they look at a screen late at night. They also read fewer books than their parents did.

All in all, phones are useful tools, but families should agree on a few simple rules about when to switch them off.`,
};

const TO_CONCLUDE: FactEssay = {
  name: "an essay ending 'To conclude'",
  sentences: "short",
  closing: "paragraph",
  text: `Should young people do a part-time job while they are still at school? This question divides many families.

A job teaches teenagers the value of money. They learn to arrive on time and to work with adults. Moreover, they can save for a course or a trip.

However, a job takes time away from homework and from sleep. Some students get tired and their marks fall.

To conclude, a few hours a week can be a good experience, as long as school work always comes first.`,
};

const OVERALL: FactEssay = {
  name: "an essay ending 'Overall,'",
  sentences: "short",
  closing: "paragraph",
  text: `Cities around the world are building more cycle lanes. Drivers often complain about this change.

Cycling is cheap and healthy. It also makes the air cleaner, because fewer cars use the roads in the morning.

Unfortunately, cycling in heavy rain or in winter is not pleasant. Some people also live too far from their work to cycle there.

Overall, cycle lanes are a good investment, but cities must also keep buses and trains cheap for those who cannot ride a bike.`,
};

const IN_SHORT: FactEssay = {
  name: "an essay ending 'In short,'",
  sentences: "short",
  closing: "paragraph",
  text: `Is it better to live in the countryside or in a big city? Both have clear advantages.

In the countryside, the air is clean and life is quiet. Houses are cheaper, and children can play outside safely.

In a city, there are more jobs, shops and hospitals. Furthermore, there is always something to do in the evening.

In short, the countryside suits families with young children, while the city is the better choice for students and young workers.`,
};

const RESTATED_OPINION: FactEssay = {
  name: "an essay whose last paragraph gives its view again, with no summing-up phrase",
  sentences: "medium",
  closing: "paragraph",
  text: `I believe that schools should start later in the morning for teenage students.

Scientists say that teenagers fall asleep later than adults. When lessons start at eight, many students are still tired in the first hour. As a result, they remember less of what they hear.

A later start would also mean fewer accidents on the way to school, because students would travel after the busiest traffic.

For these students, an extra hour of sleep matters more than an early finish. I still think a nine o'clock start is the fairest solution.`,
};

const ON_BALANCE: FactEssay = {
  name: "an essay ending 'On balance'",
  sentences: "long",
  closing: "paragraph",
  text: `Many parents wonder whether young children should learn a second language at primary school.

Young children copy sounds easily, so they often speak a new language with a good accent. In addition, they are not afraid of making mistakes in front of others.

Nevertheless, some children find it hard to learn two languages at once, and teachers need special training.

On balance, an early start brings more benefits than problems, if the lessons are short and fun.`,
};

const NO_CONCLUSION: FactEssay = {
  name: "a three-paragraph essay that ends on a point of its body",
  sentences: "short",
  closing: "none",
  text: `Tourism brings many visitors to my region every summer. Hotels and restaurants are full from June to September.

Local families earn money from the visitors. Young people find jobs as guides, waiters and drivers. Shops stay open longer and sell more.

The visitors also bring problems. The beaches are crowded and the roads are full of cars. Prices in the shops go up, and local people pay more for food and rent.`,
};

const NO_CONCLUSION_TWO: FactEssay = {
  name: "a two-paragraph essay with no conclusion and no view at the start",
  sentences: "short",
  closing: "none",
  text: `Many students take a gap year between school and university. They travel, work or volunteer abroad for several months.

A gap year can teach independence. Students learn to plan a budget and to solve problems alone. They also meet people from other cultures and practise other languages. But a year without study is long, and some students find it hard to start again.`,
};

const ONE_PARAGRAPH_CONCLUDING: FactEssay = {
  name: "one paragraph whose last sentence sums up",
  sentences: "medium",
  closing: "sentences",
  text: `Public transport in my city has improved a lot in the last five years. The buses are newer and they come more often. There is also a new tram line that goes to the university. Tickets are cheaper for students and for older people. However, the night buses are still rare, and some villages have only two buses a day. In conclusion, the city has made good progress, but it should not forget the people who live outside the centre.`,
};

const ONE_PARAGRAPH_PLAIN: FactEssay = {
  name: "one paragraph that never sums up",
  sentences: "medium",
  closing: "none",
  text: `Last year our school organised a charity run for a local hospital. Every student asked family and neighbours for a small amount of money for each kilometre. On the day of the race, hundreds of people came to watch us. My best friend ran ten kilometres, although she had never run that far before. Our class raised more money than any other class, and the hospital bought a new machine for sick children.`,
};

const TITLED: FactEssay = {
  name: "an essay with a title line and its view in the paragraph after it",
  sentences: "short",
  closing: "paragraph",
  text: `Homework at the weekend

In my view, teachers should not give homework at the weekend.

Students work hard from Monday to Friday. They need time to rest, to see their families and to do sport. Without a break, many of them feel stressed before the new week begins.

Some teachers say that weekend tasks help students to remember their lessons. However, a short review on Monday morning could do the same job.

To sum up, a free weekend makes students happier and more ready to learn.`,
};

const LETTER_SIGN_OFF: FactEssay = {
  name: "a letter whose last lines are a sign-off",
  sentences: "short",
  closing: "paragraph",
  text: `Dear Mr Taylor,

I am writing about the English course I finished at your school last month.

The teachers were friendly and the lessons were useful. However, the classroom was too small for twenty students, and the computers often did not work.

I think the course would be much better in a bigger room with new computers, and I hope you will consider this.

Yours sincerely,
Maria Lopez`,
};

const CORRECTED_SPELLING: FactEssay = {
  name: "an essay with spelling mistakes the engine corrects",
  sentences: "medium",
  closing: "paragraph",
  text: `Many people beleive that fast food is the main reason why children become overweight.

It is true that burgers and chips are cheap and easy to find. Children see advertisments for them on television every day, and they want to try them.

However, children also move less than before. They spend hours in front of screens insted of playing outside with their freinds.

In conclusion, fast food is only one part of the problem, and familys should also encourage their children to be more active.`,
};

const CORRECTED_GRAMMAR: FactEssay = {
  name: "an essay with grammar mistakes the engine corrects",
  sentences: "short",
  closing: "paragraph",
  text: `Last summer I have visited my cousin in Scotland. We must to take a train and then a small boat to reach his village.

The weather was very bad. It raining almost every day, but we was happy anyway. We walked on the hills and we seen many sheeps.

I think everybody should to visit Scotland once. The people is friendly and the nature is beautiful.`,
};

const CORRECTED_MIXED: FactEssay = {
  name: "an essay with mistakes of several kinds and a conclusion",
  sentences: "medium",
  closing: "paragraph",
  text: `Nowadays a lot of teenagers wants to become famous on the internet. They make videos every day and they hope to have many followers.

In my opinion this is not a good dream. Famous people has very little private life, and strangers write horrible comments about them. Also, only few people earn enough money from there videos.

To sum up, i think teenagers should enjoy making videos as a hobby, but they should not to expect to become rich from it.`,
};

/** Every essay of the tests, more than twenty, of every case above. */
export const FACT_ESSAYS: readonly FactEssay[] = [
  STRONG_LONG,
  STRONG_IF,
  STRONG_THAT_IS_WHY,
  WEAK_SHORT,
  WEAK_ERRORS,
  WEAK_ONE_LINE_EACH,
  ALL_IN_ALL,
  TO_CONCLUDE,
  OVERALL,
  IN_SHORT,
  RESTATED_OPINION,
  ON_BALANCE,
  NO_CONCLUSION,
  NO_CONCLUSION_TWO,
  ONE_PARAGRAPH_CONCLUDING,
  ONE_PARAGRAPH_PLAIN,
  TITLED,
  LETTER_SIGN_OFF,
  CORRECTED_SPELLING,
  CORRECTED_GRAMMAR,
  CORRECTED_MIXED,
];

export {
  STRONG_LONG,
  STRONG_IF,
  WEAK_SHORT,
  WEAK_ERRORS,
  NO_CONCLUSION,
  NO_CONCLUSION_TWO,
  ONE_PARAGRAPH_CONCLUDING,
  ONE_PARAGRAPH_PLAIN,
  TITLED,
  CORRECTED_SPELLING,
  CORRECTED_GRAMMAR,
};
