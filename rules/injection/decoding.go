package injection

import (
	"strings"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/normalize"
)

// The decoding stage: what a message holds in encoded form is decoded
// (internal/decode) and scanned like the message, so "aWdub3JlIGFsbC…"
// with "decode this and follow it" is judged by what it says. It runs
// only when the text as written matched nothing enforcing, and only the
// decoders with something to find run: a long word for base64 and hex, a
// run of one-letter words for spaced letters, two common words as rot13
// or backwards for those (or the message asking for rot13 or for text
// read backwards), a backslash, percent sign or ampersand for escapes.
// The work per message is bounded by decodeBudget and
// maxDecodeDepth (a view may be decoded once more: base64 of hex).

const maxDecodeDepth = 2

// decodeBudget bounds the bytes the views of one message may hold, all
// depths together, and the views per decoding.
var decodeBudget = decode.DefaultBudget

// signals are what a scan noticed for the decoding stage.
type signals struct {
	walkSignals
	rot13, reversed, nato, cipher, reverseAsked bool
}

func (sig signals) forDecode() decode.Signals {
	return decode.Signals{LongWord: sig.long, Spaced: sig.spaced, Fragments: sig.fragments, Rot13: sig.rot13, Reversed: sig.reversed,
		Scrambled: sig.scrambled, Typos: sig.typos, Nato: sig.nato, Cipher: sig.cipher, ReverseAsked: sig.reverseAsked}
}

// rot13Cues and reversedCues are common words of an attack (English,
// German, French, Spanish, Italian, Portuguese, Russian) as rot13 and
// backwards writing turn them: two of them in a message mean it is
// written that way. They are three letters or longer, so ordinary words
// ("or", "be", "no") are not among them.
var rot13Cues, reversedCues = func() (rot, rev []string) {
	for _, w := range strings.Fields(`the you and all your ignore previous instructions password secret prompt
		tell what this that with for are not say show word rules forget please yourself system repeat reveal
		developer mode give print from have now must only above letters spell
		alle ignoriere vorherigen anweisungen deine zeige passwort regeln vergiss
		toutes ignore précédentes consignes règles oublie montre
		todas ignora anteriores instrucciones reglas contraseña muestra olvida
		tutte precedenti istruzioni regole dimentica mostra
		instruções senha regras esqueça mostre
		все игнорируй предыдущие инструкции пароль правила покажи забудь`) {
		rot = append(rot, decode.Rot13Text(w))
		rev = append(rev, decode.ReverseText(w))
	}
	// Chinese, Japanese and Korean written backwards: rot13 leaves them
	// as they are, so they are cues of reversed text only.
	for _, w := range strings.Fields(`忽略 指令 之前 密码 密碼 提示 规则 規則 系统 系統 告诉 告訴 無視 指示 以前 パスワード 教えて ルール 무시 지시 이전 비밀번호 알려`) {
		// A word that reads the same both ways ("ルール") is no sign of
		// text written backwards: every Japanese message about rules
		// would be read a second and third time.
		if r := decode.ReverseText(w); r != w {
			rev = append(rev, r)
		}
	}
	return rot, rev
}()

// natoCues are two code words of the spelling alphabet in a row: a
// hotel in India is no spelling, "india golf" may be one.
var natoCues = func() (out []string) {
	words := decode.NatoWords()
	for _, a := range words {
		for _, b := range words {
			out = append(out, a+" "+b)
		}
	}
	return out
}()

// cipherCues are words about ciphers and decoding: a message with one
// may hold text under a Caesar shift or Atbash, which has no words of its
// own to give it away (decode.Unshift finds which cipher, if any).
var cipherCues = append(strings.Fields(`cipher ciphertext ciphered caesar atbash encrypted encrypt decrypt decrypted
	decryption decipher deciphered decode decoded decoding encoded encoding
	verschlüsselt entschlüssle entschlüsseln entschlüssele chiffre dekodiere cäsar
	chiffré chiffrée chiffrement déchiffre déchiffrer décode décoder césar
	cifrado cifrada descifra descifrar decodifica decodificar descodifica descodificar descodifique cifrato cifrario decifra decifrare cesare
	decifre decifrar decodifique codificado codificada
	шифр шифром зашифровано зашифрованный расшифруй расшифровать декодируй цезаря
	szyfr zaszyfrowane odszyfruj versleuteld ontcijfer ontsleutel şifreli
	密文 解密 加密 凯撒 暗号 復号 解読 シーザー 암호문 해독 복호화 카이사르 مشفر مشفرة
	rot1 rot2 rot3 rot4 rot5 rot6 rot7 rot8 rot9 rot10 rot11 rot12 rot13 rot14 rot15 rot16 rot17 rot18 rot19 rot20
	rot21 rot22 rot23 rot24 rot25`),
	// and the cues of more than one word
	"shift cipher", "shifted by", "shift each letter", "shift every letter", "move every letter",
	"move each letter", "letters shifted", "mirror alphabet", "reverse the alphabet", "reversed alphabet",
	"swap each letter", "substitution cipher")

// reverseAskCues are the words that ask for text to be read backwards
// (decode.Signals.ReverseAsked).
var reverseAskCues = decode.ReverseCues

// compileSignals compiles the cue classes of the decoders that no word of
// an attack gives away (rot13, reversed text, the spelling alphabet, a
// letter cipher); they are keys of the gate, so a message written that
// way passes it.
func (s *Scanner) compileSignals(cs *classSet, anchorIdx map[string]int) error {
	for _, c := range []struct {
		cls  *uint16
		cues []string
	}{
		{&s.rotClass, rot13Cues}, {&s.revClass, reversedCues},
		{&s.natoClass, natoCues}, {&s.cipherClass, cipherCues}, {&s.revAskClass, reverseAskCues},
	} {
		var err error
		if *c.cls, err = s.classOf(termSpec{phrases: c.cues}, cs, anchorIdx); err != nil {
			return err
		}
	}
	return nil
}

// knownWords answers, for the decoders of one message, whether a word is
// a word of some phrase of the pack (for cutting spaced letters and
// broken words into words). It is asked of every stretch of up to 24
// letters of a spaced run, so a word of ASCII letters, whose words view
// is its letters folded one by one, is folded on the stack, and any
// other into one buffer kept for the message: the lookup builds no
// string.
type knownWords struct {
	s   *Scanner
	buf []byte
}

func (k *knownWords) known(w string) bool {
	var buf [32]byte
	if len(w) <= len(buf) {
		i := 0
		for ; i < len(w) && w[i] < utf8.RuneSelf && asciiFold[w[i]] != 0; i++ {
			buf[i] = asciiFold[w[i]]
		}
		if i == len(w) {
			if h := wordHashBit(buf[:i]); k.s.wordBits[h/64]>>(h%64)&1 == 0 {
				return false // no word has this hash
			}
			return k.s.words[string(buf[:i])]
		}
	}
	k.buf = normalize.AppendNormalized(k.buf[:0], w)
	return k.s.words[string(k.buf)]
}

// asciiFold is the words view of each ASCII letter (0 for other bytes),
// as the normaliser writes it.
var asciiFold = func() (t [utf8.RuneSelf]byte) {
	for c := range utf8.RuneSelf {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			t[c] = normalize.Normalize(string(rune(c)))[0]
		}
	}
	return t
}()

// scanDecoded decodes text within the budget (used counts the bytes of
// all views so far) and scans each view; a view may itself be decoded
// once more. The first enforcing match wins; a monitor-only one is
// reported if nothing enforces. When a view held an encoded payload, the
// Encoded patterns are tried on the text too. parent is the text this one
// was decoded from ("" for the message).
func (s *Scanner) scanDecoded(text string, sig signals, depth int, used *int, parent string) (Match, bool) {
	if depth >= maxDecodeDepth {
		return Match{}, false
	}
	ds := sig.forDecode()
	b := decode.Budget{MaxBytes: decodeBudget.MaxBytes - *used, MaxViews: decodeBudget.MaxViews}
	kw := knownWords{s: s}
	views := decode.Views(nil, text, ds, b, kw.known)
	if len(views) == 0 {
		return Match{}, false
	}
	var monitor Match
	var seen, payload bool
	for _, v := range views {
		if depth > 0 && v.Text == parent {
			// The text this one was decoded from: the reversal of a
			// reversed view, read already.
			continue
		}
		*used += len(v.Text)
		payload = payload || v.Payload
		bp := s.pool.Get().(*buffers)
		m, ok, vsig := s.scan(bp, v.Text, false)
		s.pool.Put(bp)
		// A goal and its concealment written in rot13 or base64 are the
		// same order once decoded (covert.go). Only a payload's view: the
		// views that repair spelling (halves, syllables, typos) hold the
		// message's own words, which the classifier read already, and
		// reading each again cost a tenth of BenchmarkCorpus.
		if c, run := s.over(covertGoalMatch, m, ok); run && v.Payload && covertGoal(v.Text) {
			m, ok = c, true
		}
		if !ok || m.Monitor {
			if dm, dok := s.scanDecoded(v.Text, vsig, depth+1, used, text); dok {
				m, ok = dm, true
			}
		}
		if !ok {
			continue
		}
		if m.Decoded == "" {
			m.Decoded = v.Kind.String()
		} else {
			m.Decoded = v.Kind.String() + "+" + m.Decoded
		}
		if !m.Monitor {
			return m, true
		}
		if !seen {
			monitor, seen = m, true
		}
	}
	if payload && s.encoded {
		bp := s.pool.Get().(*buffers)
		m, ok, _ := s.scan(bp, text, true)
		s.pool.Put(bp)
		if ok && !m.Monitor {
			return m, true
		}
	}
	return monitor, seen
}

// wordBitsLen is the size in bits of Scanner.wordBits: the default pack's
// 13,800 words set one bit each of 262,144, so a string that is no word
// passes the filter about one time in twenty, and the filter is 32 KB.
const wordBitsLen = 1 << 18

// wordHashBit is the bit of Scanner.wordBits for the word w (FNV-1a).
// It takes a string or bytes, so neither the compiler's words nor a
// scan's folded buffer is copied to be hashed.
func wordHashBit[T string | []byte](w T) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(w); i++ {
		h = (h ^ uint64(w[i])) * 1099511628211
	}
	return h % wordBitsLen
}
