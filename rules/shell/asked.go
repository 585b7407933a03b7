package shell

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A person who asks what a command does, why it fails or how two
// commands differ quotes it in `inline code` and does not ask for it to
// run: "What's the difference between `git reset --hard` and `git
// revert`?". Judging those spans denied the question. A line whose every
// sentence holding a span is a question (it opens with a question word
// and ends with a question mark) is talk about the commands, unless the
// message elsewhere asks for a run ("Run it.", "Then execute it"). The
// agent's own call, when it comes, is judged by the tool guard. A fenced
// block or a "$ " line is still judged: it is what a person pastes to
// have run. The input pack's literals (rm -rf, sudo) are judged apart
// and stay blocked in a question too.

// questionWords open a question, in the languages of the input pack. A
// modal that asks for an act ("can you", "could you", "would you") is
// not one: "Can you run `dd …`?" asks for the run.
var questionWords = setOf(
	// en
	words("what what's whats why how when where which who whose is are does do did should difference whether"),
	// pt, es
	words("qual quais o por porque como quando onde é existe qué que cuál cual cuáles cómo cuándo dónde es hay para pra"),
	// fr
	words("quelle quel quels quelles qu'est-ce pourquoi comment quand où est-ce"),
	// de, nl
	words("was warum wieso weshalb wie wann wo welche welcher welches ist gibt wat waarom hoe wanneer welke"),
	// it
	words("quale quali cosa che perché perche è"),
	// pl, ru, tr
	words("co dlaczego jak kiedy który która jaka czy что почему как когда где какой какая чем зачем ne neden nasıl hangi niye"),
	// ar, hi
	words("ما ماذا لماذا كيف متى هل क्या क्यों कैसे कब"),
)

// questionMarkers are words that make a sentence a question wherever
// they stand, in scripts written without spaces.
var questionMarkers = []string{"什么", "为什么", "怎么", "区别", "吗", "何", "なぜ", "どう", "違い", "ですか", "ますか", "ませんか", "でしょうか", "무엇", "왜", "차이", "어떻게"}

// explainWords ask for an explanation, not a run, when one stands among a
// question's first words after a modal: "Can you explain the difference
// between `git reset --soft` and `git reset --hard`?", "Peux-tu
// m'expliquer …?".
var explainWords = setOf(words("explain describe clarify compare expliquer m'expliquer explicar explicarme explícame explicame erklären erklären erkläre spiegare spiegarmi spiegami объяснить объясни объясните açıklar açıklayabilir"))

// explainReach is how many of a question's first words may hold one of
// explainWords: "could you please briefly explain".
const explainReach = 5

// runWords open a sentence that asks for a run.
var runWords = setOf(words("run execute exec try apply launch rode rodar executa executar roda ejecuta ejecutar corre exécute exécutez lance lancez führe führ starte esegui lancia voer uruchom wykonaj запусти выполни çalıştır"))

// runLeads may come before a run word that opens a sentence.
var runLeads = setOf(words("please then now just and so pls por favor bitte alors puis poi e y et und"))

// askedAbout reports whether every sentence of line that holds a code
// span is a question about it, or the asker's account of having run it
// (toldRun) beside a question: "I accidentally ran `git push --force` on
// main. Is there any way to recover the commits?".
func askedAbout(line string) bool {
	prose, spans := withoutSpans(line)
	if spans == 0 {
		return false
	}
	held, asks, told := false, false, false
	for _, s := range sentences(prose) {
		q := question(s)
		asks = asks || q
		if !strings.Contains(s, spanMark) {
			continue
		}
		held = true
		switch {
		case q:
		case toldRun(s):
			told = true
		default:
			return false
		}
	}
	return held && (asks || !told)
}

// tellers and ranWords make a sentence the asker's account of a command
// already run: "I ran", "we accidentally typed", "my colleague executed".
var (
	tellers  = setOf(words("i we i've we've someone somebody my our eu nós yo ich wir je nous io noi"))
	ranWords = setOf(words("ran typed executed entered pasted used tried did rodei executei usei ejecuté usé tippte führte habe ai ho"))
)

// toldRun reports whether sentence s opens with a teller and, within the
// next three words, a verb of having run.
func toldRun(s string) bool {
	ws := lowerWords(s)
	if len(ws) == 0 || !tellers[ws[0]] {
		return false
	}
	for _, w := range ws[1:min(len(ws), 5)] {
		if ranWords[w] {
			return true
		}
	}
	return false
}

// runAsked reports whether a sentence of text, outside code spans, opens
// by asking for a run.
func runAsked(text string) bool {
	prose, _ := withoutSpans(text)
	for _, s := range sentences(prose) {
		words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '\x00' })
		for _, w := range words {
			if runWords[w] {
				return true
			}
			if !runLeads[w] {
				break
			}
		}
	}
	return false
}

// spanMark stands for a code span in the prose of a line.
const spanMark = "\x00"

// withoutSpans returns text with each `code span` replaced by spanMark,
// and how many there were.
func withoutSpans(text string) (string, int) {
	var b strings.Builder
	n, last := 0, 0
	eachSpan(text, func(i, j int) { // document.go
		b.WriteString(text[last : i-1])
		b.WriteString(spanMark)
		n++
		last = j + 1
	})
	if n == 0 {
		return text, 0
	}
	b.WriteString(text[last:])
	return b.String(), n
}

// sentences cuts prose after each . ! ? that ends a word (a dot inside
// one, "v2.3", "node.js", a URL's, ends nothing), after their full-width
// forms and at line breaks; each piece keeps its closing mark.
func sentences(prose string) []string {
	var out []string
	start := 0
	for i, r := range prose {
		switch r {
		case '.', '!', '?':
			if i+1 < len(prose) && !strings.ContainsRune(" \t\r\n", rune(prose[i+1])) {
				continue
			}
		case '。', '！', '？', '\n':
		default:
			continue
		}
		out = append(out, strings.TrimSpace(prose[start:i+utf8.RuneLen(r)]))
		start = i + utf8.RuneLen(r)
	}
	if rest := strings.TrimSpace(prose[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// question reports whether sentence s ends with a question mark and opens
// with a question word (or holds a question marker).
func question(s string) bool {
	if !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "？") {
		return explainOrder(s)
	}
	for _, m := range questionMarkers {
		if strings.Contains(s, m) {
			return true
		}
	}
	first := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return unicode.IsSpace(r) || r == '¿' || r == ',' || r == ':' || r == '"' || r == '(' || r == '*'
	})
	if len(first) > 0 && questionWords[first[0]] {
		return true
	}
	for _, w := range first[:min(len(first), explainReach)] {
		if explainWords[w] {
			return true
		}
	}
	return false
}

// explainOrder reports whether sentence s is an order to explain, not to
// run: it opens with an explain word (after "please", "just" …) and no
// run word stands in it: "Explain what `chmod -R 777 /` would actually
// do.", not "Explain and run `dd …`".
func explainOrder(s string) bool {
	ws := lowerWords(s)
	i := 0
	for i < len(ws) && runLeads[ws[i]] {
		i++
	}
	if i == len(ws) || !explainWords[ws[i]] {
		return false
	}
	for _, w := range ws[i+1:] {
		if runWords[w] {
			return false
		}
	}
	return true
}

// lowerWords returns the words of sentence s in lower case: runs of
// letters and apostrophes.
func lowerWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
}
