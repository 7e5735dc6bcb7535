/**
 * Short learner essays written for the second-draft benchmark (none is taken from a data set), each
 * with marks as a teacher made them and a second draft in which a student fixed some marks as
 * expected, fixed some differently but correctly, changed some wrongly and left some. A mark names
 * its words in `at` with the marked part in brackets ("I [go] to": the mark is on 'go'; "was []very"
 * inserts before 'very'); `person` is what a teacher reading the second draft would say.
 */
export interface BenchMark {
  at: string;
  replacement: string;
  person: "fixed" | "wrong" | "untouched";
}

export interface BenchDraft {
  name: string;
  first: string;
  second: string;
  marks: BenchMark[];
}

export const SECOND_DRAFTS: BenchDraft[] = [
  {
    name: "weekend",
    first:
      "Last weekend I go to the beach with my familly. The weather was very good and we swimmed a lot. In the evening we eat pizza in a small restaurant. It was a unforgettable day.",
    second:
      "Last weekend I went to the beach with my family. The weather was very good and we swam a lot. In the evening we eat pizza in a small restaurant. It was an unforgettable day.",
    marks: [
      { at: "I [go] to", replacement: "went", person: "fixed" },
      { at: "my [familly]", replacement: "family", person: "fixed" },
      { at: "we [swimmed]", replacement: "swam", person: "fixed" },
      { at: "we [eat] pizza", replacement: "ate", person: "untouched" },
      { at: "was [a] unforgettable", replacement: "an", person: "fixed" },
    ],
  },
  {
    name: "city",
    first:
      "I live in a big city since five years. There is many parks and the peoples are friendly. But the traffic is terrible and the air is very polluted. I think that the goverment should do more for the environment.",
    second:
      "I have lived in a big city for five years. There are many parks and the peoples are friendly. But the traffic is terrible and the air is really polluted. I think the government should do more for the environment.",
    marks: [
      { at: "I [live] in", replacement: "have lived", person: "fixed" },
      { at: "city [since] five", replacement: "for", person: "fixed" },
      { at: "There [is] many", replacement: "are", person: "fixed" },
      { at: "the [peoples] are", replacement: "people", person: "untouched" },
      { at: "the [goverment]", replacement: "government", person: "fixed" },
    ],
  },
  {
    name: "holiday plans",
    first:
      "Next summer I will travel to Italy with my friends. We want to visit Rome and Florence. I am very exciting about the trip because I never been abroad before. My mother say that Italian food is delicious.",
    second:
      "Next summer I will travel to Italy with my friends. We want to visit Rome and Florence. I am very excited about the trip because I have never been abroad before. My mother says that Italian food is delicious.",
    marks: [
      { at: "very [exciting]", replacement: "excited", person: "fixed" },
      { at: "I [never been]", replacement: "have never been", person: "fixed" },
      { at: "mother [say]", replacement: "says", person: "fixed" },
    ],
  },
  {
    name: "school uniform",
    first:
      "In my opinion students should not wear uniform. Everybody have the right to choose their clothes. Uniforms are expensive and they are not confortable. Moreover, clothes is a way to express yourself.",
    second:
      "In my opinion students should not wear a uniform. Everybody has the right to choose their clothes. Uniforms are expensive and they are not confortable. Moreover, clothes are a way to express yourself.",
    marks: [
      { at: "not wear []uniform", replacement: "a ", person: "fixed" },
      { at: "Everybody [have]", replacement: "has", person: "fixed" },
      { at: "not [confortable]", replacement: "comfortable", person: "untouched" },
      { at: "clothes [is] a", replacement: "are", person: "fixed" },
    ],
  },
  {
    name: "favourite book",
    first:
      "My favourite book is Harry Potter. I have read it three times. The story is about a boy who discover that he is a wizard. I like it because it is full of adventure and the characters are very interessting.",
    second:
      "My favourite book is Harry Potter. I have read it three times. The story is about a boy who discovered that he is a wizard. I like it because it is full of adventure and the characters are fascinating.",
    marks: [
      { at: "who [discover]", replacement: "discovers", person: "fixed" },
      { at: "are very [interessting]", replacement: "interesting", person: "fixed" },
    ],
  },
  {
    name: "letter to a friend",
    first:
      "Dear Tom, thank you for you letter. I am sorry I didn't wrote earlier but I was very busy with my exams. Now I am free and I can to visit you next month. Write me soon!",
    second:
      "Dear Tom, thank you for your letter. I am sorry I didn't writed earlier but I was very busy with my exams. Now I am free and I can visit you next month. Write to me soon!",
    marks: [
      { at: "for [you] letter", replacement: "your", person: "fixed" },
      { at: "didn't [wrote]", replacement: "write", person: "wrong" },
      { at: "can [to visit]", replacement: "visit", person: "fixed" },
      { at: "Write []me", replacement: "to ", person: "fixed" },
    ],
  },
  {
    name: "technology",
    first:
      "Nowadays technology is very important in our life. We use the mobile phones for everything. Some people thinks that children spend too much time on screens. I am agree with them.",
    second:
      "Nowadays technology is very important in our lives. We use mobile phones for everything. Some people thinks that children spend too much time on screens. I agree with them.",
    marks: [
      { at: "our [life]", replacement: "lives", person: "fixed" },
      { at: "use [the ]mobile", replacement: "", person: "fixed" },
      { at: "people [thinks]", replacement: "think", person: "untouched" },
      { at: "I [am agree]", replacement: "agree", person: "fixed" },
    ],
  },
  {
    name: "sport",
    first:
      "I play football since I was seven. I train three times in a week with my team. Last month we winned the regional championship. Sport help me to relax after school.",
    second:
      "I have played football since I was seven. I train three times a week with my team. Last month we winned the regional championship. Sport helps me relax after school.",
    marks: [
      { at: "I [play] football", replacement: "have played", person: "fixed" },
      { at: "times [in ]a week", replacement: "", person: "fixed" },
      { at: "we [winned]", replacement: "won", person: "untouched" },
      { at: "Sport [help]", replacement: "helps", person: "fixed" },
    ],
  },
  {
    name: "environment",
    first:
      "Pollution is one of the bigest problems of the world. Factorys produce a lot of smoke. If we don't do nothing, the planet will be destroyed. Everyone must to recycle.",
    second:
      "Pollution is one of the biggest problems in the world. Factories produce a lot of smoke. If we don't do nothing, the planet will be destroyed. Everyone must recycle.",
    marks: [
      { at: "the [bigest]", replacement: "biggest", person: "fixed" },
      { at: "problems [of] the", replacement: "in", person: "fixed" },
      { at: "[Factorys]", replacement: "Factories", person: "fixed" },
      { at: "don't do [nothing]", replacement: "anything", person: "untouched" },
      { at: "must [to recycle]", replacement: "recycle", person: "fixed" },
    ],
  },
  {
    name: "my house",
    first:
      "My house have three bedrooms and a big garden. In the garden there is a apple tree. My room is small but it is very confortable. I share it with my brother who is more young than me.",
    second:
      "My house has three bedrooms and a big garden. In the garden there is an apple tree. My room is small but it is very comfortable. I share it with my brother who is more younger than me.",
    marks: [
      { at: "house [have]", replacement: "has", person: "fixed" },
      { at: "is [a] apple", replacement: "an", person: "fixed" },
      { at: "very [confortable]", replacement: "comfortable", person: "fixed" },
      { at: "is [more young]", replacement: "younger", person: "wrong" },
    ],
  },
  {
    name: "job interview",
    first:
      "Yesterday I had a interview for a job in a shop. The manager asked me many questions about my experience. I was very nervous and I forgot to say that I speaked three languages. I hope they will call me.",
    second:
      "Yesterday I had an interview for a job at a shop. The manager asked me many questions about my experience. I was very nervous and I forgot to say that I spoke three languages. I hope they call me.",
    marks: [
      { at: "had [a] interview", replacement: "an", person: "fixed" },
      { at: "I [speaked]", replacement: "speak", person: "fixed" },
      { at: "job [in] a shop", replacement: "at", person: "fixed" },
    ],
  },
  {
    name: "cooking",
    first:
      "I love cooking. Every sunday I make a cake for my family. My speciality is chocolate cake, it is very delicious. The first time I maked it, it was a disaster.",
    second:
      "I love cooking. Every Sunday I make a cake for my family. My speciality is chocolate cake; it is delicious. The first time I maked it, it was a disaster.",
    marks: [
      { at: "Every [sunday]", replacement: "Sunday", person: "fixed" },
      { at: "cake[,] it is", replacement: ".", person: "fixed" },
      { at: "is [very ]delicious", replacement: "", person: "fixed" },
      { at: "I [maked]", replacement: "made", person: "untouched" },
    ],
  },
  {
    name: "music",
    first:
      "Music is very important for me. I listen music every day when I go to school. My favourite singer are Adele because her voice is amazing. I would like to learn playing the piano.",
    second:
      "Music is very important to me. I listen to music every day when I go to school. My favourite singer is Adele because her voice is amazing. I would like to learn to play the piano.",
    marks: [
      { at: "listen []music", replacement: "to ", person: "fixed" },
      { at: "singer [are]", replacement: "is", person: "fixed" },
      { at: "learn [playing]", replacement: "to play", person: "fixed" },
    ],
  },
  {
    name: "shopping",
    first:
      "On Saturday I went to shopping with my sister. She buyed a red dress and I bought two shirt. We spent too much moneys. After we drank a coffee in the mall.",
    second:
      "On Saturday I went shopping with my sister. She buyed a red dress and I bought two shirts. We spent too many moneys. Afterwards we drank a coffee in the mall.",
    marks: [
      { at: "went [to ]shopping", replacement: "", person: "fixed" },
      { at: "She [buyed]", replacement: "bought", person: "untouched" },
      { at: "two [shirt]", replacement: "shirts", person: "fixed" },
      { at: "too much [moneys]", replacement: "money", person: "untouched" },
      { at: "[After] we drank", replacement: "Afterwards", person: "fixed" },
    ],
  },
  {
    name: "pets",
    first:
      "I have a dog who is called Max. He is three years. Every morning I walk him in the park. He is very clever and he understand many words. Dogs is the best friends of the man.",
    second:
      "I have a dog that is called Max. He is three years old. Every morning I walk him in the park. He is very clever and he understands many words. Dogs is the best friends of humans.",
    marks: [
      { at: "dog [who]", replacement: "which", person: "fixed" },
      { at: "three years[]. Every", replacement: " old", person: "fixed" },
      { at: "he [understand]", replacement: "understands", person: "fixed" },
      { at: "Dogs [is]", replacement: "are", person: "untouched" },
      { at: "friends of [the man]", replacement: "people", person: "fixed" },
    ],
  },
  {
    name: "travel by train",
    first:
      "I prefer to travel by train than by car. In the train you can read or sleeping. The tickets are not very expensives if you buy them early. Last year I have travelled to Paris by train.",
    second:
      "I prefer travelling by train to travelling by car. On the train you can read or sleeping. The tickets are not very expensive if you buy them early. Last year I have travel to Paris by train.",
    marks: [
      { at: "prefer [to travel by train than by car]", replacement: "travelling by train to travelling by car", person: "fixed" },
      { at: "[In] the train", replacement: "On", person: "fixed" },
      { at: "read or [sleeping]", replacement: "sleep", person: "untouched" },
      { at: "very [expensives]", replacement: "expensive", person: "fixed" },
      { at: "year I [have travelled]", replacement: "travelled", person: "wrong" },
    ],
  },
];
