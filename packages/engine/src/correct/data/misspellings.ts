import type { PhraseCorrection } from "./phrases";

/**
 * Words learners often misspell, each with the one spelling it can only mean. Kept to
 * unambiguous forms (never a real word), so the rule stays precise.
 */
const PAIRS: [wrong: string, right: string][] = [
  ["recieve", "receive"], ["recieved", "received"], ["beacause", "because"], ["becouse", "because"], ["becasue", "because"], ["beause", "because"],
  ["wich", "which"], ["whith", "with"], ["definately", "definitely"], ["definitly", "definitely"], ["untill", "until"], ["thier", "their"],
  ["freind", "friend"], ["freinds", "friends"], ["beatiful", "beautiful"], ["beautifull", "beautiful"], ["diferent", "different"], ["differents", "different"],
  ["realy", "really"], ["tommorow", "tomorrow"], ["tomorow", "tomorrow"], ["accomodation", "accommodation"], ["goverment", "government"],
  ["enviroment", "environment"], ["begining", "beginning"], ["comming", "coming"], ["writting", "writing"], ["sucess", "success"],
  ["succesful", "successful"], ["successfull", "successful"], ["necesary", "necessary"], ["neccessary", "necessary"], ["oportunity", "opportunity"],
  ["oportunities", "opportunities"], ["problably", "probably"], ["probaly", "probably"], ["peolpe", "people"], ["poeple", "people"],
  ["wether", "whether"], ["familly", "family"], ["restaurent", "restaurant"], ["knowlege", "knowledge"], ["responsability", "responsibility"],
  ["adress", "address"], ["occured", "occurred"], ["occurence", "occurrence"], ["untill", "until"], ["finaly", "finally"], ["usefull", "useful"],
  ["wonderfull", "wonderful"], ["carefull", "careful"], ["helpfull", "helpful"], ["truely", "truly"], ["arguement", "argument"],
  ["independant", "independent"], ["experiance", "experience"], ["studing", "studying"], ["stoped", "stopped"], ["planed", "planned"],
  ["buisness", "business"], ["bussiness", "business"], ["excelent", "excellent"], ["exemple", "example"], ["importent", "important"],
  ["intresting", "interesting"], ["interisting", "interesting"], ["langage", "language"], ["languange", "language"], ["lenght", "length"],
  ["libary", "library"], ["mountian", "mountain"], ["noticable", "noticeable"], ["posible", "possible"], ["prefered", "preferred"],
  ["proffesional", "professional"], ["profesional", "professional"], ["reccomend", "recommend"], ["recomend", "recommend"], ["seperate", "separate"],
  ["similiar", "similar"], ["speach", "speech"], ["strenght", "strength"],
  ["dont", "don't"], ["didnt", "didn't"], ["doesnt", "doesn't"], ["isnt", "isn't"], ["wasnt", "wasn't"], ["couldnt", "couldn't"], ["wouldnt", "wouldn't"],
  ["shouldnt", "shouldn't"], ["havent", "haven't"], ["hasnt", "hasn't"], ["arent", "aren't"], ["werent", "weren't"], ["thats", "that's"], ["theres", "there's"],
  ["whats", "what's"], ["youre", "you're"], ["theyre", "they're"], ["im", "I'm"], ["ive", "I've"],
  ["choosen", "chosen"], ["unfortunatly", "unfortunately"], ["nowaday", "nowadays"], ["appart", "apart"], ["sincerly", "sincerely"],
  ["sincerelly", "sincerely"], ["beggining", "beginning"], ["futur", "future"], ["advertisment", "advertisement"],
];


export const MISSPELLINGS: PhraseCorrection = {
  id: "common-misspelling",
  category: "spelling",
  pairs: [...new Map(PAIRS).entries()],
  explanation: "This word is spelt '{right}'.",
  examples: {
    wrong: [
      ["I recieved a letter from my freind.", "I received a letter from my friend."],
      ["We stoped becouse it was late.", "We stopped because it was late."],
      ["She sang us a beatiful song.", "She sang us a beautiful song."],
      ["WE ARE REALY HAPPY.", "WE ARE REALLY HAPPY."],
    ],
    right: ["WE ARE REALLY INTERESTED.", "I received a letter from my friend.", "We planned a trip and stopped in Rome."],
  },
};
