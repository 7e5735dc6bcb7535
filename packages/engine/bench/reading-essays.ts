/**
 * Essays written for the reading benchmark by the Redpen team (ours, free to use): learner-style
 * answers of 120 to 250 words in paragraphs, with the mistakes learners make ("people is",
 * "I have went", "becuase"), which a faithful reader must give back as written, and a few words
 * crossed out as students do ("~~play~~ played"), which a reader must leave out. Kept in the repo
 * so that the figures are the same on every machine; none is copied from any data set.
 */

/** An essay and the student who wrote it. */
export interface BenchEssay {
  /** The student's name, written on the page's name line. */
  student: string;
  /** The essay: paragraphs separated by a blank line. */
  text: string;
}

export const READING_ESSAYS: BenchEssay[] = [
  {
    student: "Anna Kowalska",
    text: `Last summer I have went to the seaside with my two cousins and my aunt. We was staying in a small ~~house~~ hotel near the harbour, and every morning we could see the fishing boats coming back with there nets full of fish.

The first days the weather was terrible. It rained all the time and we ~~play~~ played cards in the hotel room becuase there was nothing else to do. My cousin Marek lost every game and he was very angry, but I think he was only tired.

On Wednesday the sun finally come out. We swimmed in the sea for hours and in the evening we eated grilled sardines in a little restaurant on the beach. The owner was a old man who told us storys about the storms he seen when he was young.

I think it was the best holiday of my life, even if it started so bad. Next year I want to go there again with my freinds.`,
  },
  {
    student: "Tom Smith",
    text: `Nowadays many people thinks that mobile phones should be banned in schools. In my opinion this is not a good idea, but phones must be used in a correct way.

Firstly, a phone can be very usefull in the lessons. Students can look for informations on the internet, use a dictionary or take photos of the board. My teacher of geography sometimes ask us to find maps on our phones and it make the lesson more interesting.

On the other hand, some students play games or send messages during the class and they dont listen the teacher. This is a real problem and it distract also the other students. Because of this, the school should have clear rules, for example phones must stay in the bag exept when the teacher says.

To sum up, I believe that banning phones is to extreme. Its better to teach young people how to use them responsable.`,
  },
  {
    student: "Li Wei",
    text: `Dear Mrs Taylor,

I am writing to apply for the job of assistant in your summer camp which I have seen advertised on the school website. I am sixteen years old and I study in the second year of secondary school.

I have a lot of experience with childrens, because I have two little brothers and I often look after them when my parents is working. Last year I also helped in the sports club of my town, where I teached the younger kids to play basketball. I am patient, friendly and I enjoy to organise games.

My English is quite good, I have passed the B1 exam last spring and I am studying for the B2 now. I can also speak a little of French.

I would be very greatful if you could tell me when the camp start and if the accomodation is included. I am avaliable for the whole of July.

I look forward to hearing from you.

Yours sincerely,
Li Wei`,
  },
  {
    student: "Peter Brown",
    text: `Some people say that it is better to live in a big city, while others prefer the countryside. I have lived in both places, so I can compare them.

When I was a child my family lived in a village in the mountains. The air was clean and everybody knowed each other. We could play outside all day without danger. However, there was only one shop and the nearest cinema was fourty kilometres away, so teenagers was often bored.

Three years ago we ~~go~~ moved to the capital becuase my mother found a new job. At the beginning I felt lonely, but now I have many freinds and there are so much things to do. Museums, concerts and sport centres are everywhere. The bad side is the traffic and the noise, and the flats are very expensive.

In conclusion, I prefer the city for the moment, but when I will be old I would like to return in the countryside.`,
  },
  {
    student: "Sofia Rossi",
    text: `My favourite film is a animated story about a robot who is left alone on the Earth after the humans has gone away. I have seen it maybe ten times and I still cry at the end.

The robot spends his days cleaning the rubbish that people leaved behind. He is very lonely, but he collect small objects that he finds beautiful, like a light bulb or a old video. One day a modern robot arrives from space and they become friends.

What I like most is that for almost half of the film there is nearly no dialogue. The story is told only with images and music, and still you understand everything what the characters feel. It is a film for childrens but also for adults, becuase it speaks about the pollution and about how we depends on technology.

I would recomend this film to everybody who thinks that cartoons are boring.`,
  },
  {
    student: "James Wilson",
    text: `The environment is one of the biggest problem of our time and I think that everyone of us can do something for protecting it.

First of all, we should use less plastic. In my family we always bring our own bags to the supermarket and we dont buy water in bottles anymore. It seems a small thing, but if all the people does it the difference is enormous.

Secondly, transport is very important. Many of my classmates goes to school by car even if they live very near. I go by bicycle every day, also when it rains, and I arrive more awake then them.

Finally, governments must to invest in clean energy like solar panels and wind farms. Individuals can not solve the problem alone.

In conclusion, I am optimistic. Young people is more conscious than before and I believe that in twenty years our cities will be cleaner and more greener.`,
  },
  {
    student: "Emma Martin",
    text: `Last weekend I had a very strange experience. I was coming back home from my grandmother house when I seen a small dog sitting alone at the bus stop. It was cold and the dog was shaking.

I looked ~~for~~ around but there was nobody. The dog had a red collar without any name on it. I didnt know what to do, so I called my father and he said me to bring the dog home.

When we arrived my little sister was so happy that she started to dance in the kitchen. We gived the ~~dogs~~ dog some water and a bit of chicken and he falled asleep on the sofa immediatly.

The next day we put some posters in the neighbourhood with a photo of the dog. After three days a woman phoned us. She was the owner and she was crying of happiness when she saw him. I was a little sad, but I knew we done the right thing.`,
  },
  {
    student: "Lucas Silva",
    text: `In my country sport is very popular, specially football. Almost every boy play it in the street after school, and on Sunday the whole family watch the matches on television.

I think that doing sport is important for young people for many reasons. It keeps you healthy and it helps you to relax after a long day of studying. Moreover, in a team you learn to collaborate with others and to accept when you loose.

However, I dont agree with parents who push their children too much. A friend of mine trains six days a week since he was eight and now he hates football. He has no time for his friends or for his homeworks.

For me the best solution is to practise a sport two or three times in a week, just for fun. Personaly I go swimming on Tuesdays and I play volleyball with my classmates on Fridays, and I feel very good.`,
  },
  {
    student: "Chloe Dubois",
    text: `Technology has changed the way we learn a lot. When my parents was students, they only had books and a blackboard, but today we have computers, tablets and the internet in every classroom.

There are many advantages. We can watch videos that explain difficult subjects, practise with online exercises and correct our mistakes immediatly. Also, students who are ill can follow the lessons from home, like we did during the pandemic.

Nevertheless, technology have also some disadvantages. Some students copy their homework from the internet without thinking, and others spend hours on social networks instead of studying. I must admit that I am one of them sometimes.

In my opinion, the most important thing is the teacher. A good teacher can use technology to make the lessons more intresting, but a computer can not replace a person who knows you and encourage you when you are in difficulty.`,
  },
  {
    student: "Omar Haddad",
    text: `I would like to describe the person who I admire the most, my grandfather. He was born in a small village and he had to leave school when he was only twelve years old for working in the fields.

Despite of this, he never stopped learning. He readed every book he could find and in the evenings he studied mathematics by himself. When he was twenty five he moved to the city and he opened a little shop of electrical things. Today the shop is still open and my uncle works there.

What I admire most is his patience. He never gets angry, even when I broke his radio when I was a child. He just smiled and showed me how to repair it.

My grandfather always says that knowledge is the only thing nobody can take from you. I think he is right and I hope I will be a person like him one day.`,
  },
];

/**
 * A page of misspellings, the faithfulness check: a faithful reader gives each back as written,
 * never corrected to the word it should be (the teacher corrects, not the reader).
 */
export const MISSPELT = {
  text: `My freind and I goed to the cinema becuase it was raining. We buyed two tickets and sitted in the last row. The film was realy intresting but a bit to long.

After the film we eated pizza in a restaurant wich is near my hause. I thinked it was a beautifull day and I want to do it again tomorow.`,
  words: [
    "freind",
    "goed",
    "becuase",
    "buyed",
    "sitted",
    "realy",
    "intresting",
    "to long",
    "eated",
    "wich",
    "hause",
    "thinked",
    "beautifull",
    "tomorow",
  ],
};
