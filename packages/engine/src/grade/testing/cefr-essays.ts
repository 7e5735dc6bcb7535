/**
 * One task answered at four CEFR levels, written for the grading tests from the CEFR's written
 * production scales and the exams' public band descriptors (catalogue/descriptors.ts); no data
 * set's sentences. B1: simple, frequent words, a learner's mistakes that do not block meaning,
 * ideas joined mostly with "and", "but" and "because". B2 (plain): clear and almost free of
 * mistakes, a clear position and paragraphs, but everyday words and simple linking throughout.
 * C1: precise, less common words, varied complex sentences under control, no mistakes. C2: the
 * same with idiomatic, sophisticated phrasing and a wide range of structures used with ease.
 */

export const CEFR_TASK =
  "Some people think that working from home is better for both employees and employers, while others believe that people work better in an office. Discuss both views and give your own opinion.";

export const CEFR_ESSAYS = {
  B1: `In my opinion working from home is good for many people, but it is not good for everybody. In this essay I will talk about the two views.

First, many workers like to work at home because they don't need to travel. My uncle lives far from his office and before he spent two hours in the bus every day. Now he works in his house three days in the week and he is more relax. He can start early and he have more time for his children. Also the company can save money because it don't need a big office with many desks and a lot of electricity.

But there are some problems too. At home it is difficult to concentrate because there is the television, the family and the kitchen. Some people work in the bedroom and they never stop working, so they are tired. My sister says that she feels alone when she works at home and she misses her colleagues. In the office people can talk and help each other when they have a problem, and the boss can see the work.

Young workers need the office more, because they must learn from the older colleagues. If they stay at home all the time they learn slowly. For old workers with experience it is easier to work alone.

In conclusion, I think the best idea is to work some days at home and some days in the office. In this way the workers are happy and the company is happy too. Every company must decide what is good for their workers and listen to them.`,

  B2: `Many companies now let their employees work from home, and people have different opinions about this. I believe that working from home is good for most workers, but I also think that the office is still important.

On the one hand, working from home has clear advantages. Employees do not have to travel to work every day, so they save time and money. They can also plan their day in a more flexible way, for example by starting early and finishing early. Many people say that they are less stressed when they work at home. For employers, the main advantage is that they can spend less money on large offices.

On the other hand, there are some good reasons to work in an office. It is easier to work together with other people when you are in the same room. New employees can learn a lot by watching their colleagues and asking them questions. In addition, some people find it hard to concentrate at home, because they have children or a small flat. Others work too many hours because they do not leave their desk at the end of the day.

In my opinion, the best solution is a mix of both. Employees could work from home two or three days a week and go to the office on the other days. This way they get the good parts of both places. Companies should also ask their workers what they prefer, because every job and every person is different.

In conclusion, working from home is a good thing, but it should not completely replace the office.`,

  C1: `Since the pandemic, remote work has shifted from a rare privilege to an everyday arrangement, and opinion remains sharply divided over whether it benefits organisations. While I acknowledge the genuine advantages of the office, I would argue that a flexible arrangement, in which staff spend most of their week at home, serves both sides best.

Advocates of remote work emphasise autonomy and efficiency. Freed from lengthy commutes, employees reclaim hours that would otherwise be wasted in traffic, and many report that they concentrate more effectively without constant interruptions from colleagues. Employers, meanwhile, can reduce their overheads considerably by renting smaller premises, and they gain access to talented candidates who live far from any major city.

Nevertheless, critics raise legitimate concerns. Collaboration often depends on spontaneous conversations which are difficult to replicate on a screen, and junior staff, who learn largely by observing experienced colleagues, may find their development hindered. Furthermore, the boundary between professional and private life tends to blur when the kitchen table doubles as a desk, so that some employees end up working longer hours rather than fewer.

Weighing these arguments, I believe the drawbacks can largely be overcome through careful management. If companies schedule regular days on which entire teams meet in person, mentoring and creative discussion need not suffer. Similarly, clear expectations about working hours would protect employees from the temptation to remain permanently available.

In conclusion, although the office retains a distinctive value, insisting that everyone return full time would ignore substantial evidence of improved wellbeing and productivity. A balanced, deliberately planned combination of both seems the most sensible way forward.`,

  C2: `Few developments have transformed professional life as abruptly as the widespread adoption of remote work. Whereas sceptics maintain that productivity inevitably declines once employees leave the office, I would contend that this view underestimates how profoundly the nature of work has evolved, even though the office undeniably retains certain irreplaceable functions.

Proponents of working from home point, quite rightly, to its tangible benefits. Dispensing with the daily commute not only restores valuable time to employees but also alleviates the congestion and pollution that plague modern cities. Moreover, uninterrupted solitude is often precisely what analytical tasks demand, and organisations that relinquish expensive premises can redirect those savings towards training or salaries.

That said, the case for the office is far from negligible. Innovation frequently springs from chance encounters in corridors, exchanges that no videoconference, however meticulously organised, can faithfully reproduce. Newcomers, in particular, absorb the tacit conventions of their profession largely by observing seasoned colleagues, and deprived of such exposure, they may struggle to progress. Equally troubling is the insidious erosion of boundaries between work and leisure, which leaves some employees feeling perpetually on call.

On balance, however, these shortcomings stem less from remote work itself than from the haphazard way in which it has often been implemented. Were employers to designate specific days for collaboration and mentoring, while explicitly discouraging communication outside agreed hours, most of the disadvantages would diminish considerably.

Ultimately, the debate should not be framed as a stark choice between two rigid alternatives. A thoughtfully designed hybrid model, tailored to the demands of each role, allows organisations to harness the strengths of both environments while mitigating their respective weaknesses.`,
} as const;

export type CefrEssayLevel = keyof typeof CEFR_ESSAYS;
export const CEFR_ESSAY_LEVELS = Object.keys(CEFR_ESSAYS) as CefrEssayLevel[];
