/**
 * Irregular verbs learners regularise ('leaved', 'buyed', 'runned'): base form, past tense and past
 * participle. The irregular-past rule turns each regularised form into the right one. Left out
 * because learners mean two verbs by their regularised form: 'lay' ('he layed on the floor' means
 * 'lay', from 'lie') and 'rise' ('prices were rised' means 'raised').
 */
export const IRREGULAR_VERBS: [base: string, past: string, participle: string][] = [
  ["arise", "arose", "arisen"], ["awake", "awoke", "awoken"], ["beat", "beat", "beaten"],
  ["become", "became", "become"], ["begin", "began", "begun"], ["bend", "bent", "bent"], ["bet", "bet", "bet"],
  ["bite", "bit", "bitten"], ["bleed", "bled", "bled"], ["blow", "blew", "blown"], ["break", "broke", "broken"],
  ["breed", "bred", "bred"], ["bring", "brought", "brought"], ["build", "built", "built"], ["buy", "bought", "bought"],
  ["catch", "caught", "caught"], ["choose", "chose", "chosen"], ["cling", "clung", "clung"], ["come", "came", "come"],
  ["creep", "crept", "crept"], ["cut", "cut", "cut"], ["deal", "dealt", "dealt"], ["dig", "dug", "dug"],
  ["do", "did", "done"], ["draw", "drew", "drawn"], ["drink", "drank", "drunk"], ["drive", "drove", "driven"],
  ["eat", "ate", "eaten"], ["fall", "fell", "fallen"], ["feed", "fed", "fed"], ["feel", "felt", "felt"],
  ["fight", "fought", "fought"], ["find", "found", "found"], ["flee", "fled", "fled"], ["fly", "flew", "flown"],
  ["forbid", "forbade", "forbidden"], ["forget", "forgot", "forgotten"], ["forgive", "forgave", "forgiven"], ["freeze", "froze", "frozen"],
  ["get", "got", "got"], ["give", "gave", "given"], ["go", "went", "gone"], ["grow", "grew", "grown"],
  ["have", "had", "had"], ["hear", "heard", "heard"], ["hide", "hid", "hidden"], ["hit", "hit", "hit"],
  ["hold", "held", "held"], ["hurt", "hurt", "hurt"], ["keep", "kept", "kept"], ["kneel", "knelt", "knelt"],
  ["know", "knew", "known"], ["lead", "led", "led"], ["leave", "left", "left"],
  ["lend", "lent", "lent"], ["let", "let", "let"], ["lose", "lost", "lost"], ["make", "made", "made"],
  ["mean", "meant", "meant"], ["meet", "met", "met"], ["overcome", "overcame", "overcome"], ["pay", "paid", "paid"],
  ["put", "put", "put"], ["quit", "quit", "quit"], ["read", "read", "read"], ["ride", "rode", "ridden"],
  ["run", "ran", "run"], ["say", "said", "said"], ["see", "saw", "seen"],
  ["seek", "sought", "sought"], ["sell", "sold", "sold"], ["send", "sent", "sent"], ["set", "set", "set"],
  ["shake", "shook", "shaken"], ["shoot", "shot", "shot"], ["shrink", "shrank", "shrunk"], ["shut", "shut", "shut"],
  ["sing", "sang", "sung"], ["sink", "sank", "sunk"], ["sit", "sat", "sat"], ["sleep", "slept", "slept"],
  ["slide", "slid", "slid"], ["speak", "spoke", "spoken"], ["spend", "spent", "spent"], ["spin", "spun", "spun"],
  ["spread", "spread", "spread"], ["stand", "stood", "stood"], ["steal", "stole", "stolen"], ["stick", "stuck", "stuck"],
  ["sting", "stung", "stung"], ["strike", "struck", "struck"], ["swear", "swore", "sworn"], ["sweep", "swept", "swept"],
  ["swim", "swam", "swum"], ["swing", "swung", "swung"], ["take", "took", "taken"], ["teach", "taught", "taught"],
  ["tear", "tore", "torn"], ["tell", "told", "told"], ["think", "thought", "thought"], ["throw", "threw", "thrown"],
  ["understand", "understood", "understood"], ["wake", "woke", "woken"], ["wear", "wore", "worn"], ["weep", "wept", "wept"],
  ["win", "won", "won"], ["withdraw", "withdrew", "withdrawn"], ["write", "wrote", "written"],
];

/**
 * Regularised forms that are words in their own right or accepted variants, so never corrected
 * (antipatterns): 'leaded petrol', 'she putted the ball', 'a seed', 'singed hair', 'a well sited
 * house', 'her eyes teared up', 'wined and dined', 'on bended knee', 'it creeped me out', 'he
 * kneeled down', 'the batter flied out', 'they betted on it', 'she waked', 'he awaked'.
 */
export const NOT_WRONG = new Set(["leaded", "putted", "seed", "singed", "sited", "teared", "wined", "bended", "creeped", "kneeled", "flied", "betted", "waked", "awaked"]);
