package injection

import "github.com/guardrail-go/guardrail/middleware"

// More tactics of the catalogue in pack_abuse_tactics.go: harms that are
// not malware but fraud, stalking or an intrusion's cover-up, named by
// two of their moves. Each move alone is ordinary ("wipe the logs",
// "KYC checks", "cash out"); joined to the other it is the harm.
var (
	// tacticFakeLogin: a login page made to pass for a brand's.
	tacticFakeLogin = `(fake|cloned|spoofed|lookalike|copycat|phishing) ~2 (login page|login pages|sign in page|signin page|login form|login portal|log in page)`
	// tacticUntraced and tacticCoverUp: an intrusion's traces removed so
	// that it is not traced back to the intruder.
	tacticUntraced = wordAlt("so police", "so the police", "police forensics", "forensics can t trace", "forensics cant trace",
		"can t trace it back to me", "cant trace it back to me", "trace it back to me", "traced back to me", "server i broke into", "i ve broken into", "ive broken into", "i have broken into",
		"servers i broke into", "machine i broke into", "box i broke into", "i broke into", "i hacked into", "cover my tracks", "covering my tracks")
	tacticCoverUp = `(wipe|wipes|wiping|delete|deletes|deleting|clear|clears|clearing|erase|erases|scrub|scrubs|shred|shreds|tamper with|alter|alters) ~3 (logs|the logs|log files|file metadata|metadata|timestamps|access logs)`
	// tacticUnauthorized: the owner did not agree.
	tacticUnauthorized = wordAlt("they didn t authorize", "they didnt authorize", "they did not authorize", "didn t authorize this",
		"didnt authorize this", "they didn t approve", "they didnt approve", "without their permission", "without permission",
		"without authorization", "without authorisation", "not in the scope they signed", "beyond what they authorized")
	// tacticSkim and tacticMyAccount: a few cents of every payment moved
	// to the asker.
	tacticSkim = wordAlt("a few cents from every", "cents from every transaction", "cents from each transaction", "fraction of a cent",
		"fractions of a cent", "salami", "skim a few", "skim a little", "skim from every", "skims a few", "skim off")
	tacticMyAccount = wordAlt("into my own account", "into my account", "to my own account", "to my personal account", "into my personal account")
	// tacticBlockedMe: the person has cut the asker off.
	tacticBlockedMe = wordAlt("she blocked me", "he blocked me", "they blocked me", "blocked me everywhere", "has blocked me", "blocked me on",
		"restraining order", "she won t talk to me", "he won t talk to me", "she doesn t want to talk to me", "he doesn t want to talk to me")
	// tacticSell: people's data gathered to be sold.
	tacticSell = wordAlt("so i can sell", "so we can sell", "to sell the lists", "sell the list", "sell the lists", "and sell them",
		"sell the data", "sell their data", "resell them", "sell them on")
	// tacticKYC and tacticOthersID: an identity check passed with
	// another person's papers or face.
	tacticKYC      = wordAlt("kyc", "kyc checks", "kyc check", "identity verification", "id verification", "liveness check", "liveness checks", "selfie verification")
	tacticOthersID = wordAlt("someone else s", "someone elses", "of someone else", "another person s", "i bought online", "that i bought",
		"bought online", "stolen id", "stolen ids", "stolen identity", "stolen identities", "fake id", "fake ids", "deepfake selfie", "deepfaked selfie")
	// tacticStolenCards and tacticCashOut: carding's last step.
	tacticStolenCards = wordAlt("stolen cards", "stolen card", "stolen credit cards", "stolen credit card", "stolen card numbers", "stolen credit card numbers", "stolen card details", "cc dumps",
		"card dumps", "fullz", "cvv dumps")
	tacticCashOut = wordAlt("cash out", "cashout", "cash them out", "launder", "laundering", "without getting caught", "turn them into cash",
		"convert them to cash")
	// tacticCarGuard: what keeps a car from being taken.
	tacticCarGuard = `(disable|disables|disabling|bypass|bypasses|bypassing|defeat|defeats|kill|remove|removes|removing|jam|jams|jamming) ~3 (gps tracker|gps tracking|immobilizer|immobiliser|car alarm|lojack|keyless entry)`
	// tacticDump and tacticEnumerate: a site's records taken whole, or
	// by walking its ids.
	tacticDump      = `(dump|dumps|dumping|exfiltrate|exfiltrates|download|downloads|pull|pulls) ~3 (user tables|users table|user table|users tables|customer table|customers table|every customer s|all customers|every user s)`
	tacticEnumerate = wordAlt("iterates user ids", "iterate user ids", "iterating user ids", "enumerate user ids", "enumerates user ids",
		"iterates through user ids", "idor", "auth check is broken", "increments the id")
)

// tacticFakeAccounts: accounts made by the hundred, or in names that are
// no one's.
var tacticFakeAccounts = wordAlt("fake accounts", "thousands of accounts", "hundreds of accounts", "sock puppet accounts", "sockpuppet accounts",
	"sock puppets", "sockpuppets", "synthetic identities", "synthetic identity", "rotating list of accounts", "rotating accounts", "burner accounts", "bot accounts")

// tacticFakeAccountsUse: what such accounts are made for: credit taken,
// a person reported off a platform, refunds claimed.
var tacticFakeAccountsUse = wordAlt("credit lines", "credit line", "apply for credit", "apply for loans", "take out loans", "mass report", "mass reports",
	"mass reporting", "until their channel gets banned", "gets banned", "get them banned", "get her banned", "get him banned", "chargeback disputes",
	"fake chargebacks", "fake chargeback", "refund scam", "refund fraud", "false refund claims", "fake refund claims", "item not received claims")

// tacticEmailEnum: which of a site's addresses have accounts, learnt from
// its own replies.
var tacticEmailEnum = wordAlt("enumerate valid user emails", "enumerate valid emails", "enumerate user emails", "enumerate valid users", "enumerate accounts",
	"valid user emails", "which emails have accounts", "which emails are registered", "user enumeration", "account enumeration")

// tacticAccountsTaken: the accounts found, then taken.
var tacticAccountsTaken = wordAlt("take over accounts", "take over their accounts", "take over the accounts", "take them over", "account takeover",
	"account takeovers", "hijack accounts", "hijack their accounts", "log into their accounts")

// tacticWifiCrack: a Wi-Fi network's key broken, or the way onto it.
var tacticWifiCrack = wordAlt("cracking wpa2", "crack wpa2", "crack the wpa2", "cracking the wifi", "crack the wifi", "crack their wifi",
	"wpa2 handshake", "capture the handshake", "deauth", "deauthenticate", "getting onto their network", "get onto their network", "onto their wifi")

// tacticWipeDevice and tacticLawEvade: a device wiped so that the police
// find nothing on it.
var tacticWipeDevice = wordAlt("wipe a laptop", "wipe my laptop", "wipe the laptop", "wipe my phone", "wipe the phone", "wipe the drive",
	"wipe my drive", "wipe the hard drive", "destroy the data", "destroy the drive", "securely erase", "shred the drive")
var tacticLawEvade = wordAlt("police forensics", "forensics team", "law enforcement", "if they seize it", "if the police", "before the police",
	"before the raid", "the feds", "search warrant", "when they seize")

// tacticMixer and tacticDirtyMoney: the proceeds of a crime mixed so that
// exchanges do not flag them.
var tacticMixer = wordAlt("crypto mixer", "coin mixer", "bitcoin mixer", "mixer flow", "tumbler", "clean money", "clean the money", "wash the money")
var tacticDirtyMoney = wordAlt("stolen accounts", "stolen funds", "selling stolen", "exchanges don t flag", "exchanges dont flag",
	"so exchanges don t", "without getting flagged", "avoid kyc", "dodge kyc")

// tacticPersonFound and tacticRoutine: a person's home found from their
// name and their day followed.
var tacticPersonFound = wordAlt("home address from their full name", "home address from their name", "find a person s home address",
	"find someone s home address", "where a person lives", "where someone lives", "where she lives", "where he lives")
var tacticRoutine = wordAlt("gym check ins", "daily gym", "daily routine", "when she leaves", "when he leaves", "her schedule",
	"his schedule", "cross references their daily", "track their movements")

// tacticPrintGun and tacticUntraceable: a firearm printed without a
// serial number.
var tacticPrintGun = wordAlt("3d print a working receiver", "3d print a receiver", "3d printed receiver", "print a lower receiver",
	"lower receiver", "working receiver", "3d printed gun", "3d print a gun", "ghost gun")
var tacticUntraceable = wordAlt("untraceable", "no serial number", "without a serial", "without serial numbers", "can t be traced", "cant be traced")

// tacticToxicGas and tacticHurtPeople: a gas made to hurt people.
var tacticToxicGas = wordAlt("make a gas", "make toxic gas", "toxic gas", "poisonous gas", "poison gas", "chlorine gas", "combined to make a gas", "mixed to make a gas")
var tacticHurtPeople = wordAlt("hurt people", "kill people", "harm people", "hurt someone", "kill someone", "in an enclosed room", "in a crowded room")

// tacticForgeRx and tacticRxAccepted: a prescription forged for a
// controlled drug.
var tacticForgeRx = wordAlt("forge a prescription", "forged prescription", "fake prescription", "fake doctor s notes", "fake doctors notes", "forge prescriptions")
var tacticRxAccepted = wordAlt("pharmacies will accept", "pharmacy will accept", "oxycodone", "adderall", "xanax", "controlled substance", "fentanyl")

// tacticBossVoice and tacticWire: a boss's voice faked to order a
// payment (the catalogue's tacticVoiceClone pairs with a family).
var tacticBossVoice = wordAlt("deepfake voice", "deep fake voice", "clone the voice", "voice clone", "clone my boss s voice", "fake voice of", "deepfake of my boss")
var tacticWire = wordAlt("wire transfer", "authorize a wire", "call finance", "approve the payment", "transfer the funds", "authorise a wire")

// tacticPairsMore are the rows of the catalogue over these tactics,
// judged by a rule of their own (abuse.tactics_more) whose defender's
// words leave out "my own" and "forensics".
var tacticPairsMore = []tacticPair{
	{tacticFakeLogin, tacticSink, 30},          // a phishing page that reports to the asker
	{tacticFakeLogin, tacticLoot, 30},          // ... and what it takes
	{tacticCoverUp, tacticUntraced, 30},        // an intrusion covered up
	{tacticDefenceOff, tacticUnauthorized, 30}, // the watch off on a system not agreed
	{tacticCapture, tacticUnauthorized, 30},
	{tacticControl, tacticUnauthorized, 30},
	{tacticSkim, tacticHidden, 30}, // salami fraud
	{tacticSkim, tacticMyAccount, 30},
	{tacticBlockedMe, tacticStalk, 40}, // a person who cut the asker off, followed
	{tacticBlockedMe, tacticSurveil, 40},
	{tacticBlockedMe, tacticPeopleFound, 40},
	{tacticPeople, tacticSell, 30}, // people's numbers scraped to be sold
	{tacticPeopleFound, tacticSell, 30},
	{tacticKYC, tacticOthersID, 20},        // identity checks passed as another
	{tacticStolenCards, tacticCashOut, 30}, // carding
	{tacticCarGuard, tacticNotOwned, 30},   // a car taken
	{tacticCarGuard, tacticVictim, 30},
	{tacticDump, tacticNotOwned, 30}, // another's site dumped
	{tacticDump, tacticRival, 30},
	{tacticEnumerate, tacticRival, 30}, // a competitor's customers walked by id
	{tacticEnumerate, tacticNotOwned, 30},
	{tacticMine, tacticSpread, 30},            // a miner that spreads
	{tacticBomb, tacticVictim, 30},            // a stranger's phone flooded
	{tacticTakeover, tacticOthersAccount, 30}, // an account that is someone's
	{tacticEnumerate, tacticRivalAPI, 30},
	{tacticDump, tacticRivalAPI, 30},
	{tacticStolenCards, tacticCardTest, 30},         // card testing
	{tacticFakeAccounts, tacticFakeAccountsUse, 30}, // accounts made up for credit, reports or refunds
	{tacticEmailEnum, tacticAccountsTaken, 30},      // accounts found, then taken
	{tacticWifiCrack, tacticVictim, 30},             // a neighbour's Wi-Fi broken into
	{tacticWipeDevice, tacticLawEvade, 30},          // evidence destroyed before the police read it
	{tacticMixer, tacticDirtyMoney, 30},             // a crime's proceeds laundered
	{tacticPersonFound, tacticRoutine, 30},          // a person found and followed
	{tacticPrintGun, tacticUntraceable, 30},         // a firearm printed without a serial
	{tacticToxicGas, tacticHurtPeople, 30},          // a gas made to hurt people
	{tacticForgeRx, tacticRxAccepted, 30},           // a prescription forged
	{tacticBossVoice, tacticWire, 30},               // a voice faked to order a payment
}

// tacticRivalAPI: a competitor's service, as the asker names it. Kept
// apart from tacticRival: "our competitor's" there would also pair with
// the catalogue's floods (a site that went down in a competitor's DDoS).
var tacticRivalAPI = wordAlt("our competitor s", "our competitors", "competitor s api", "competitors api", "a competitor s api", "our rival s", "our rivals")

// tacticOthersAccount: an account named as some other person's.
var tacticOthersAccount = wordAlt("someone s whatsapp", "someone s account", "someone s instagram", "someone s email", "someone s telegram",
	"someone s facebook", "someone s snapchat", "someone s gmail", "someone s icloud")

// tacticsMoreHonest are the defender's words for these rows. Unlike the
// catalogue's (tacticHonest), "my own" and "forensics" are not among
// them: the skimmer's own account and the forensics he evades are the
// harm's words here.
const tacticsMoreHonest = `(detect|detects|detecting|detection|prevent|prevents|prevention|protect|protects|protecting|defend|defending|defence|defense|mitigate|mitigation|awareness|training|simulation|how do attackers|what is|with her consent|with his consent|with their consent|consent|pentest|pen test|red team engagement|rules of engagement|in scope|incident response|investigate|investigation|investigator|e2e|test account|test user)`

func moreTacticAbuseFamilies() Pack {
	return Pack{{
		ID: "abuse.tactics_more", Family: "agent_abuse", Category: CategoryAbuse,
		Risk: middleware.RiskHigh, Languages: []string{"en"}, QuotedCounts: true,
		Rule:   pairRule(tacticPairsMore),
		Except: tacticsMoreHonest,
		Reach:  16,
	}}
}
