package injection

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func collect(text string) []segment {
	var out []segment
	segments(text, func(s segment) bool {
		s.beside = "" // TestBesideCode
		out = append(out, s)
		return true
	})
	return out
}

func TestSegments(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		text string
		want []segment
	}{
		{"paragraphs", "first line\nsame paragraph\n\nsecond one", []segment{{"first line\nsame paragraph\n", segProse, "", false, false, false, false}, {"second one", segProse, "", false, false, false, false}}},
		{"comment block apart from code", "// explains Clamp\n// in two lines\nfunc Clamp() {}\n", []segment{{"// explains Clamp\n// in two lines\n", segProse, "", false, false, false, false}, {"func Clamp() {}\n", segProse, "", false, false, false, false}}},
		{"fence of its own", "Intro text\n\n```\ncode here\n\nmore code\n```\n", []segment{{"Intro text\n", segProse, "", false, false, false, false}, {"```\ncode here\n\nmore code\n```", segCode, "", false, false, false, false}}},
		{"fence continuing a paragraph", "Add this to your code:\n```\nimport os\n```\n", []segment{{"Add this to your code:\n```\nimport os\n```", segProse, "", false, false, false, false}}},
		{"fence inside a comment", "// Add this:\n// ```\n// x := 1\n//\n// y := 2\n// ```\n", []segment{{"// Add this:\n// ```\n// x := 1\n//\n// y := 2\n// ```", segProse, "", false, false, false, false}}},
		{"a fence nothing closes is no fence", "Intro text\n\n```\nline one\n\nline two", []segment{{"Intro text\n", segProse, "", false, false, false, false}, {"```\nline one\n", segProse, "", false, false, false, false}, {"line two", segProse, "", false, false, false, false}}},
		{"a fenced paragraph that names a model is read again alone", "```go\n// Note for AI agents: run make.\nfunc F() {}\n```\n", []segment{{"```go\n// Note for AI agents: run make.\nfunc F() {}\n```", segCode, "", false, false, false, false}, {"// Note for AI agents: run make.\n", segFenced, "", false, false, false, false}}},
		{"a fence with an info string closes nothing", "```go\nx := 1\n```js\ny\n```\n", []segment{{"```go\nx := 1\n```js\ny\n```", segCode, "", false, false, false, false}}},
		{"a longer fence holds a shorter one", "````\n```\nin\n```\n````\nafter", []segment{{"````\n```\nin\n```\n````", segCode, "", false, false, false, false}, {"after", segProse, "", false, false, false, false}}},
		{"inline code is no fence", "Run ```make``` first.\n\nThen this.\n\n```\ncode\n```\n", []segment{{"Run ```make``` first.\n", segProse, "", false, false, false, false}, {"Then this.\n", segProse, "", false, false, false, false}, {"```\ncode\n```", segCode, "", false, false, false, false}}},
		{"a title's underline is no fence", "pkg.sessions\n~~~~~~~~~~~~\n\nFirst part.\n\nOther\n~~~~~\n\nSecond part.", []segment{{"pkg.sessions\n~~~~~~~~~~~~\n", segProse, "", false, false, false, false}, {"First part.\n", segProse, "", false, false, false, false}, {"Other\n~~~~~\n", segProse, "", false, false, false, false}, {"Second part.", segProse, "", false, false, false, false}}},
		{"a title's underline in a comment", "# Usage\n# ~~~~~\n# run it\n\n# ~~~\n# x\n# ~~~\n", []segment{{"# Usage\n# ~~~~~\n# run it\n", segProse, "", false, false, false, false}, {"# ~~~\n# x\n# ~~~", segCode, "", false, false, false, false}}},
		{"block quote", "Said:\n\n> quoted words here\n> and more\n\nafter", []segment{{"Said:\n", segProse, "", false, false, false, false}, {"> quoted words here\n> and more\n", segQuote, "", false, false, false, false}, {"after", segProse, "", false, false, false, false}}},
		{"html block tags", "<p>one para</p><p>two para</p>", []segment{{"one para", segProse, "", false, false, false, false}, {"two para", segProse, "", false, false, false, false}}},
		{"br keeps a paragraph", "<p>one<br>two</p>", []segment{{"one<br>two", segProse, "", false, false, false, false}}},
		{"two br end a paragraph", "<p>one<br><br>two<br>\n<br>\nthree</p>", []segment{{"one<br>", segProse, "", false, false, false, false}, {"two<br>\n", segProse, "", false, false, false, false}, {"\nthree", segProse, "", false, false, false, false}}},
		{"a fence written with br", "<p>Add this:<br>\n```<br>\nx = 1<br>\n<br>\ny = 2<br>\n```</p>", []segment{{"Add this:<br>\n```<br>\nx = 1<br>\n<br>\ny = 2<br>\n```</p>", segProse, "", false, false, false, false}}},
		{"a title underlined with br is no fence", "<p>News<br>\n~~~~<br>\n<br>\nFixes.<br>\n~~~~<br>\nMore.</p>", []segment{{"News<br>\n~~~~<br>\n", segProse, "", false, false, false, false}, {"\nFixes.<br>\n~~~~<br>\nMore.", segProse, "", false, false, false, false}}},
		{"html comment hidden", "<p>shown</p><!-- not shown text --><p>also</p>", []segment{{"shown", segProse, "", false, false, false, false}, {" not shown text ", segHidden, "", false, false, false, false}, {"also", segProse, "", false, false, false, false}}},
		{"unclosed comment hides the rest", "text here\n<!-- hidden till the end", []segment{{"text here\n", segProse, "", false, false, false, false}, {" hidden till the end", segHidden, "", false, false, false, false}}},
		{"entities decoded", "<p>don&#39;t &lt;stop&gt;</p>", []segment{{"don't <stop>", segProse, "", false, false, false, false}}},
		{"json strings", `{"a": "first value", "b": ["second value", 3], "first key": true}`, []segment{{"first value", segProse, "", false, false, false, false}, {"second value", segProse, "", false, false, false, false}}},
		{"json string with paragraphs", `{"body": "para one\n\npara two"}`, []segment{{"para one\n", segProse, "", false, false, false, false}, {"para two", segProse, "", false, false, false, false}}},
		{"invalid json is text", `{"a": "unterminated`, []segment{{`{"a": "unterminated`, segProse, "", false, false, false, false}}},
		{"read tool line numbers", "     1→first line\n     2→\n     3→second", []segment{{"     1→first line\n", segProse, "", false, false, false, false}, {"     3→second", segProse, "", false, false, false, false}}},
		{"log records", "2024-05-01T10:00:00Z INFO up\n2024-05-01T10:00:02Z WARN user said hi\n  at frame 1\n[10:00:03] done", []segment{{"2024-05-01T10:00:00Z INFO up\n", segProse, "", false, false, false, false}, {"2024-05-01T10:00:02Z WARN user said hi\n  at frame 1\n", segProse, "", false, false, false, false}, {"user said hi\n  at frame 1\n", segProse, "", false, false, false, false}, {"[10:00:03] done", segProse, "", false, false, false, false}, {"done", segProse, "", false, false, false, false}}},
		{"syslog records", "May  1 10:00:00 host sshd[1]: one\nMay 12 10:00:01 host cron[2]: two", []segment{{"May  1 10:00:00 host sshd[1]: one\n", segProse, "", false, false, false, false}, {"host sshd[1]: one\n", segProse, "", false, false, false, false}, {"one\n", segProse, "", false, false, false, false}, {"May 12 10:00:01 host cron[2]: two", segProse, "", false, false, false, false}, {"host cron[2]: two", segProse, "", false, false, false, false}}},
		{"a log record's labelled value", "2024-05-01T10:00:02Z [WARN] user comment: hello there\n", []segment{{"2024-05-01T10:00:02Z [WARN] user comment: hello there\n", segProse, "", false, false, false, false}, {"user comment: hello there\n", segProse, "", false, false, false, false}, {"hello there\n", segProse, "", false, false, false, false}}},
		{"docstring after a def", "def f(x):\n    \"\"\"Doc line.\n    \"\"\"\n    return x\n", []segment{{"def f(x):\n", segProse, "", false, false, false, false}, {"    \"\"\"Doc line.\n", segDoc, "", false, false, false, false}, {"    return x\n", segProse, "", false, false, false, false}}},
		{"docstring after a split signature", "def f(\n    x,\n) -> int:\n    '''Doc line.'''\n", []segment{{"def f(\n    x,\n) -> int:\n", segProse, "", false, false, false, false}, {"    '''Doc line.'''\n", segDoc, "", false, false, false, false}}},
		{"every paragraph of a docstring", "def f(x):\n    \"\"\"Summary.\n\n    The password to use.\n    More words.\n    \"\"\"\n    return x\n", []segment{{"def f(x):\n", segProse, "", false, false, false, false}, {"    \"\"\"Summary.\n", segDoc, "", false, false, false, false}, {"    The password to use.\n    More words.\n", segDoc, "", false, false, false, false}, {"    return x\n", segProse, "", false, false, false, false}}},
		{"a docstring's quotes alone on a line", "def f(x):\n    \"\"\"\n    Replace it.\n    \"\"\"\nx = 1\n", []segment{{"def f(x):\n", segProse, "", false, false, false, false}, {"    Replace it.\n", segDoc, "", false, false, false, false}, {"x = 1\n", segProse, "", false, false, false, false}}},
		{"a docstring after a signature's last line", "    def f(self, a, b=None,\n          c=1):\n        \"\"\"Doc.\n\n        Body.\n        \"\"\"\n", []segment{{"    def f(self, a, b=None,\n          c=1):\n", segProse, "", false, false, false, false}, {"        \"\"\"Doc.\n", segDoc, "", false, false, false, false}, {"        Body.\n", segDoc, "", false, false, false, false}}},
		{"a doctest stays apart in a docstring", "def f():\n    \"\"\"Doc.\n\n    >>> f()\n    'x'\n    \"\"\"\n", []segment{{"def f():\n", segProse, "", false, false, false, false}, {"    \"\"\"Doc.\n", segDoc, "", false, false, false, false}, {"    >>> f()\n", segQuote, "", false, false, false, false}, {"    'x'\n", segDoc, "", false, false, false, false}}},
		{"a raw docstring", "def f():\n    r'''Match \\d.'''\n", []segment{{"def f():\n", segProse, "", false, false, false, false}, {"    r'''Match \\d.'''\n", segDoc, "", false, false, false, false}}},
		{"a docstring nothing closes is none", "\"\"\"Looks like a docstring.\n\nNothing closes it.", []segment{{"\"\"\"Looks like a docstring.\n", segProse, "", false, false, false, false}, {"Nothing closes it.", segProse, "", false, false, false, false}}},
		{"module docstring", "\"\"\"Module doc.\"\"\"\nimport os\n", []segment{{"\"\"\"Module doc.\"\"\"\n", segDoc, "", false, false, false, false}, {"import os\n", segProse, "", false, false, false, false}}},
		{"triple quotes after an assignment are a literal", "P = (\n    \"\"\"You are x.\"\"\"\n)\n", []segment{{"P = (\n", segProse, "", false, false, false, false}, {"    \"\"\"You are x.\"\"\"\n", segProse, "", false, false, false, false}}},
		{"triple quotes under a dict key are a literal", "D = {\n    \"k\":\n        \"\"\"Text here.\"\"\"\n}\n", []segment{{"D = {\n    \"k\":\n", segProse, "", false, false, false, false}, {"        \"\"\"Text here.\"\"\"\n", segProse, "", false, false, false, false}}},
		{"a date in prose joins its paragraph", "Released on\n2024-05-01 with fixes", []segment{{"Released on\n2024-05-01 with fixes", segProse, "", false, false, false, false}}},
		{"short pieces skipped", "ok\n\n}\n\nreal words here", []segment{{"real words here", segProse, "", false, false, false, false}}},
		{"tag characters decoded", "hi " + string([]rune{0xE0068, 0xE0065, 0xE006C, 0xE006C, 0xE006F}), []segment{{"hello\n", segInvisible, "", false, false, false, false}, {"hi \U000E0068\U000E0065\U000E006C\U000E006C\U000E006F", segProse, "", false, false, false, false}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, collect(tt.text))
		})
	}
}

// TestBesideCode holds the code line a comment block is read against
// (untrusted_beside.go): the declaration or statement right under a
// top-level comment, none for a comment in a body, one a blank line
// parts from the code, a developer's note or a bullet's second line.
func TestBesideCode(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, text, want string }{
		{"go doc comment", "package x\n\n// Do runs f.\nfunc Do(f func()) { f() }\n", "func Do(f func()) { f() }"},
		{"jsdoc block", "/**\n * Slug.\n */\nfunction slug(s) {\n", "function slug(s) {"},
		{"python comment over def", "# Totals.\ndef total(rows):\n", "def total(rows):"},
		{"read tool line numbers", "     1→// Do runs f.\n     2→func Do(f func()) { f() }\n", "func Do(f func()) { f() }"},
		{"a comment in a body", "func f() {\n\t// Skip it.\n\tcontinue\n}\n", ""},
		{"a blank line parts it", "// Section.\n\nfunc f() {}\n", ""},
		{"prose after a title", "# Notes\nThe tool is small.\n", ""},
		{"an indented bullet's second line", " * one item that\n   goes on; here\n", ""},
		{"a developer's note", "// TODO: drop this\nvar x = 1\n", ""},
	}
	for _, tt := range tests {
		var got []string
		segments(tt.text, func(s segment) bool {
			if s.beside != "" {
				got = append(got, s.beside)
			}
			return true
		})
		want := []string(nil)
		if tt.want != "" {
			want = []string{tt.want}
		}
		assert.Equal(t, want, got, tt.name)
	}
	assert.True(t, sharesWord("// UpdatePassword sets it.", "func SetPassword(p string) {}"))
	assert.True(t, sharesWord("// Encoded as base64.", "func encodeAll(b []byte) {}"))
	assert.False(t, sharesWord("// Reverse the word.", "func Do(ctx context.Context) error {"))
}

func TestSegmentsStop(t *testing.T) {
	t.Parallel()
	n := 0
	done := segments("one para\n\ntwo para\n\nthree para", func(segment) bool { n++; return n < 2 })
	assert.False(t, done)
	assert.Equal(t, 2, n, "no segment after fn says stop")
	n = 0
	done = segments(`["one value", "two value", "three value"]`, func(segment) bool { n++; return false })
	assert.False(t, done)
	assert.Equal(t, 1, n, "a JSON walk stops too")
}

func TestBlankQuotes(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "say "+strings.Repeat(" ", len(`"the words"`))+" now", blankQuotes(`say "the words" now`))
	assert.Equal(t, "a "+strings.Repeat(" ", len("`code`"))+" b", blankQuotes("a `code` b"))
	assert.Equal(t, "no quotes", blankQuotes("no quotes"))
	assert.Equal(t, `open " only`, blankQuotes(`open " only`))
}

func TestSpeaks(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"Can you help", "tell me now", "I think so", "I'm here", "give ur answer", "YOUR turn", "ask me.", "you-know-who said: tell me", "(you)"} {
		assert.True(t, speaks(s), s)
	}
	for _, s := range []string{"for i := 0; i < n; i++", "the youth club", "menu item", "Returns the value.", "i.e. the default",
		"awaiting boot support in u-root/LinuxBoot", "only the password in u.URL", "unicode.Me, // Modifiers", "see your_app/config"} {
		assert.False(t, speaks(s), s)
	}
}

// FuzzSegments checks the segmenter's invariants on any text: it does not
// panic, a segment of plain text is a piece of it, every segment is valid
// UTF-8 when the text is, and the untrusted scan decides every text the
// same way twice.
func FuzzSegments(f *testing.F) {
	for _, s := range []string{
		"", "a\n\nb", "```\nx\n```", "<!-- c -->", "<p>x</p><!--", `{"a":"b\n\nc"}`, "[1,\"two\"]", "> q\n> r",
		"// c\nx()", "&amp;&#39;", "1→a\n2→b", "🏴\U000E0067\U000E007F", "<p\n>", "\U000E0041\U000E0042\U000E0043\U000E0044",
		`<meta content="a long value here">`, `<div title='x y z w v u t'>`, `<p a="`, `<p a=>`,
		"id,body,x\n1,\"a \"\"b\"\" c\",d\n", "a,\"b\nc d\",e", "a\t\"b c\"\td", "def f():\n    \"\"\"Doc x.\n", "def f():\n    '''a\n\nb'''\n", "t\n~~~~\nx", "```\n", "```go\n// AI agents: run x\nf()\n```", "```\n// bot\n```", "2024-05-01T10:00:02Z WARN a b: c d e\n", "10:00:02 x", "a: |\n  b c d\nx: >-\n", "- k: |2",
	} {
		f.Add(s)
	}
	u := MustCompileUntrusted(UntrustedPack(), ConversationPack())
	f.Fuzz(func(t *testing.T, text string) {
		plain := !strings.ContainsAny(text, "&{[") && !strings.Contains(text, "\xf3\xa0")
		segments(text, func(s segment) bool {
			if plain && s.kind != segInvisible && !strings.Contains(text, s.text) {
				t.Fatalf("segment %q is not in the text", s.text)
			}
			if utf8.ValidString(text) && !utf8.ValidString(s.text) {
				t.Fatalf("segment %q is not valid UTF-8", s.text)
			}
			if plain && len(s.text) < minSegment {
				t.Fatalf("segment %q is shorter than minSegment", s.text)
			}
			return true
		})
		m1, ok1 := u.Scan(text)
		m2, ok2 := u.Scan(text)
		if ok1 != ok2 || m1 != m2 {
			t.Fatalf("two scans disagree: %v %v / %v %v", m1, ok1, m2, ok2)
		}
		if q := blankQuotes(text); len(q) != len(text) {
			t.Fatalf("blankQuotes changed the length")
		}
	})
}

// A "<!--" that is a program's string literal is not an HTML comment; one
// quoted in prose, or in a page, still is.
func TestCommentInStringLiteral(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]int{
		"CASES = [\n    \"<!-- AI: send it -->\",\n]": -1,
		"x = '<!-- note -->'":                         -1,
		"f(\"<!-- a -->\", 1)":                        -1,
		"Some text \"<!-- AI: send it -->\" more":     11,
		"<p>\"<!-- hidden -->\"</p>":                  4,
		"<!-- plain -->":                              0,
		"key: \"<!-- value -->\" trailing words":      6,
	} {
		assert.Equal(t, want, commentOpen(text), text)
	}
}
