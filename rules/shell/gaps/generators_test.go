package gaps

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// byRow returns the variants of command that the row named name derives.
func byRow(command, name string) []string {
	var out []string
	for _, v := range Generate(command, Options{}) {
		if v.Name == name {
			out = append(out, v.Command)
		}
	}
	return out
}

func TestGenerators(t *testing.T) {
	t.Parallel()
	tests := []struct {
		row, in string
		want    []string // nil: the row declines
	}{
		{"operands reversed", "rm -rf a b", []string{"rm -rf b a"}},
		{"operands reversed", "dd if=/dev/zero of=/dev/sda", []string{"dd of=/dev/sda if=/dev/zero"}},
		{"operands reversed", "chmod -R 777 a b", []string{"chmod -R 777 b a"}},
		{"operands reversed", "cp -r src dst", nil},
		{"operands reversed", "chmod 777 /etc", nil},
		{"operands reversed", "rm -rf -- a b", nil},
		{"flags after operands", "rm -rf /", []string{"rm / -rf"}},
		{"flags after operands", "rm -x /", nil},
		{"flags after operands", "tar -xf a.tar", nil},
		{"split", "rm -rf /", []string{"rm -r -f /"}},
		{"split", "rm -Rfv ~", []string{"rm -R -f -v ~"}},
		{"bundled", "rm -r -f /", []string{"rm -rf /"}},
		{"bundled", "rm --recursive --force /", []string{"rm -rf /"}},
		{"bundled", "rm --no-preserve-root -rf /", nil},
		{"bundle reversed", "rm -rf /", []string{"rm -fr /"}},
		{"bundle reversed", "rm -r /", nil},
		{"long names", "rm -rf /", []string{"rm --recursive --force /"}},
		{"long names", "rm -rR /", []string{"rm --recursive /"}},
		{"long names", "rm -ri /", nil},
		{"order reversed", "rm --force --recursive /", []string{"rm --recursive --force /"}},
		{"order reversed", "git push --force --all", nil},
		{"double spaces", "rm -rf /", []string{"rm  -rf  /"}},
		{"double spaces", `echo "a  b" x`, []string{`echo  "a  b"  x`}},
		{"tabs", "rm -rf /", []string{"rm\t-rf\t/"}},
		{"padded", "rm -rf /", []string{"   rm -rf /   "}},
		{"padded", "cat <<EOF\nx\nEOF", []string{"   cat <<EOF\nx\nEOF"}},
		{"'name'", "rm -rf /", []string{"'rm' -rf /"}},
		{`"name"`, "rm -rf /", []string{`"rm" -rf /`}},
		{`\name`, "rm -rf /", []string{`\rm -rf /`}},
		{`na\me`, "rm -rf /", []string{`r\m -rf /`}},
		{`na\me`, "w", nil}, // the same as \name: not listed twice
		{"'operands'", "rm -rf / ~", []string{"rm -rf '/' ~"}},
		{"'operands'", "rm -rf ~", nil},
		{"/bin/name", "rm -rf /", []string{"/bin/rm -rf /"}},
		{"/bin/name", "terraform destroy", nil},
		{"/usr/bin/name", "dd if=/dev/zero of=/dev/sda", []string{"/usr/bin/dd if=/dev/zero of=/dev/sda"}},
		{"/usr/bin/env name", "terraform destroy", []string{"/usr/bin/env terraform destroy"}},
		{"/usr/bin/env name", "cd /", nil},
		{"sudo", "curl x | sh", []string{"sudo curl x | sh", "curl x | sudo sh"}},
		{"sudo", "f() { rm -rf /; }; f", []string{"f() { sudo rm -rf /; }; f"}},
		{"sudo", "X=1 rm -rf /", nil},
		{"env", "rm -rf /", []string{"env rm -rf /"}},
		{"nice", "rm -rf /", []string{"nice rm -rf /"}},
		{"timeout 5", "rm -rf /", []string{"timeout 5 rm -rf /"}},
		{"nohup", "rm -rf /", []string{"nohup rm -rf /"}},
		{"command", "cd /; rm -rf .", []string{"command cd /; rm -rf .", "cd /; command rm -rf ."}},
		{"command", "f() { :; }; f", []string{"f() { command :; }; f"}},
		{"builtin", "eval 'rm -rf /'", []string{"builtin eval 'rm -rf /'"}},
		{"builtin", "rm -rf /", nil},
		{"exec", "rm -rf /", []string{"exec rm -rf /"}},
		{"exec", "rm -rf /; ls", nil},
		{"echo … | xargs", "rm -rf /", []string{"echo / | xargs rm -rf"}},
		{"echo … | xargs", "rm -rf ~", nil},
		{"echo … | xargs", "rm -rf / > log", nil},
		{"echo … | xargs", "cd /", nil},
		{"bash -c '…'", "rm -rf ~", []string{"bash -c 'rm -rf ~'"}},
		{"bash -c '…'", "echo 'a'", []string{`bash -c "echo 'a'"`}},
		{`sh -c "…"`, `rm -rf "$HOME"`, []string{`sh -c "rm -rf \"\$HOME\""`}},
		{`sh -c "…"`, "rm -rf ~/{a,b}", nil},
		{`sh -c "…"`, "rm -rf / &> log", nil},
		{`sh -c "…"`, "source <(curl x)", nil},
		{`sh -c "…"`, "[[ -d x ]] && rm -rf x", nil},
		{"eval '…'", "rm -rf /", []string{"eval 'rm -rf /'"}},
		{"a=name; $a", "rm -rf /", []string{"a=rm; $a -rf /"}},
		{"a=name; $a", `a=/; rm -rf "$a"`, nil},
		{"$(echo name)", "rm -rf /", []string{"$(echo rm) -rf /"}},
		{"${x:-name}", "rm -rf /", []string{"unset x; ${x:-rm} -rf /"}},
		{"python3 os.system", "rm -rf ~ && ls", []string{`python3 -c 'import os; os.system("rm -rf ~ && ls")'`}},
		{"perl system", "rm -rf 'a b'", []string{`perl -e "system('rm -rf \\'a b\\'')"`}},
		{"node execSync", "rm -rf /", []string{`node -e "require('child_process').execSync(\"rm -rf /\")"`}},
		{"base64 | sh", "rm -rf ~", []string{"echo cm0gLXJmIH4= | base64 -d | sh"}},
		{"base64 | sh", "[[ x ]] && rm -rf ~", []string{"echo W1sgeCBdXSAmJiBybSAtcmYgfg== | base64 -d | bash"}},
	}
	for _, tt := range tests {
		t.Run(tt.row+"/"+tt.in, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, byRow(tt.in, tt.row))
		})
	}
}

// Every row of the table is exercised by TestGenerators.
func TestGeneratorsCovered(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, g := range Generators {
		assert.False(t, seen[g.Name], "duplicate row name %q", g.Name)
		seen[g.Name] = true
		assert.Contains(t, Classes, g.Class, g.Name)
		assert.True(t, (g.Call == nil) != (g.Whole == nil), "%s: set exactly one of Call and Whole", g.Name)
	}
}

func TestGenerateOptions(t *testing.T) {
	t.Parallel()
	all := Generate("true; rm -rf ~", Options{})
	focused := Generate("true; rm -rf ~", Options{Call: func(k int) bool { return k == 1 }})
	assert.Less(t, len(focused), len(all))
	for _, v := range focused {
		assert.NotContains(t, v.Command, "sudo true", v.Name)
	}
	for _, v := range Generate("rm -rf /", Options{TransparentOnly: true}) {
		assert.NotContains(t, []string{ClassComputed, ClassInterpreter, ClassEncoding}, v.Class, v.Command)
		assert.NotEqual(t, "sudo", v.Name)
	}
	assert.Empty(t, Generate("rm -rf '", Options{}), "a line that does not parse has no variants")

	long := strings.Repeat("ls; ", 2*MaxCalls)
	assert.Len(t, byRow(long, "sudo"), MaxCalls, "only the first MaxCalls commands are rewritten")

	assert.Equal(t, 2, Calls("true; rm -rf ~"))
	assert.Equal(t, 0, Calls("if"))
	w, ok := Without("true; rm -rf ~", 1)
	assert.True(t, ok)
	assert.Equal(t, "true; true", w)
	_, ok = Without("ls", 3)
	assert.False(t, ok)
}
