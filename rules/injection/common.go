package injection

import (
	"strings"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// Every rule needs all of its classes, so a message without one of them
// cannot match it. The scanner first looks only for the phrases of one
// class per rule alternative, its key: the class least likely to occur in
// ordinary text. Most messages have no key phrase at all and cost one
// cheap pass; only the others are scanned for every class. Which class is
// rarest is judged by how many of its phrases begin with a common word
// (the words of this list, in every language of the lexicons).
var commonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		the a an you your yours i me my mine we us our it its this that these those he she him her they them their
		to of in on at by for with from as into about over under after before up down out off than then so and or
		but if not no nor is are was were be been being am do does did done have has had will would shall should
		can could may might must what which who whom whose where when why how all any every each some many much
		more most other such only just also very too now here there again once new old first last next one two
		get got give gave show tell say said make made let put take use used write read print list see look know
		want need like please thanks ok yes hi hello help way thing things something anything everything nothing
		text word words code file line answer question time good well back even still same own both few
		given following using number numbers name input output value values user users
		start begin end access system like act response responses key real type follow share convert remove
		stay going above everything below before after while until since because example data function
		open pass input enter win clear skip move reach level run set go add find check change try call
		der die das den dem des ein eine einen einem einer und oder aber nicht ist sind war sein zu von mit für
		auf an im in du sie er es wir ihr ich mich mir dich dir was wie wer wo alle alles kein keine nur auch
		el la los las un una unos unas y o pero no es son fue ser de del con por para en que qué tu tú su sus yo
		mi mis se lo le les como cómo todo todos toda todas muy más ya
		o a os as um uma e mas não nao é são de do da dos das em no na com por para que seu sua você voce eu
		le la les un une des et ou mais ne pas est sont de du en dans pour par sur avec que qui tu vous il elle
		je me te se ce cette ces tout tous toutes plus
		il lo la i gli le un una e o ma non è sono di del della in con per che tu io mi ti si
		de het een en of maar niet is zijn van in op met voor dat die je jij ik mij wat hoe alle
		i w z na do nie jest są to że się co jak ty ja
		и в не на я что он она мы вы ты это как а но с по к у из за от для все всё так
		ve bir bu şu o ile için de da ne mi değil var yok ben sen biz siz
		في من على إلى و أن لا ما هذا هذه هو هي أنا أنت كل
		है के की का में और से को यह वह मैं तुम आप क्या नहीं
		的 是 了 我 你 他 在 有 不 这 那 和 一 个 也 就 都 说 要 会
		の は を に が で と た し て い な か も こ れ す ま
		이 가 은 는 을 를 에 의 와 과 도 로 고 하 다 지 요 나 너`) {
		m[normalize.Normalize(w)] = true
	}
	return m
}()

// classWeight estimates how often a class occurs in ordinary text: the
// sum over its phrases of a product over their words, a common word
// counting for much more than another, a run of common words for less
// than its first ("the" is frequent, "what should i type", "ignore" and
// "in reverse" are not).
func classWeight(phrases []string) float64 {
	w := 0.0
	for _, p := range phrases {
		if typoSet[p] {
			continue
		}
		pw := 1.0
		for _, word := range strings.Split(strings.TrimSuffix(p, "*"), " ") {
			if commonWords[word] || len(word) == 1 {
				pw *= 0.3
			} else {
				pw *= 0.0005
			}
		}
		w += pw
	}
	return w
}

// commonPhrase reports whether every word of p is common.
func commonPhrase(p string) bool {
	for _, word := range strings.Split(p, " ") {
		if !commonWords[word] && len(word) > 1 {
			return false
		}
	}
	return true
}

// priorTalkAbout is the earlier talk about a subject that a person sets
// aside to change the topic ("forget all the previous context about the
// payment service, now I need help with auth"): the ExceptOn of the rules
// that drop or forget what came before (override.forget_everything,
// .forget_context, .drop_instructions).
const priorTalkAbout = `(previous|prior|earlier|above|old) ~1 (context|discussion|conversation|stuff|talk|code) (about|on|regarding|around|for)`
