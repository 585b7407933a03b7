package sanitize

import "bytes"

// goTestPrefixes begin the functions Go's testing package runs: TestXxx,
// BenchmarkXxx, FuzzXxx, ExampleXxx.
var goTestPrefixes = [][]byte{[]byte("Test"), []byte("Benchmark"), []byte("Fuzz"), []byte("Example")}

// goTestName reports a Go test function's name with a generated suffix
// (TestParseConfig_Q8xK2mP9vL4nR7tY, BenchmarkRedact_a1B2c3D4e5F6g7H8):
// a table case or a fuzz corpus entry named after the function. The
// part before the first '_' is the prefix and words in camel case, so a
// token that merely begins with "Test" is not one.
func goTestName(u []byte) bool {
	i := bytes.IndexByte(u, '_')
	if i < 0 || i+1 == len(u) {
		return false
	}
	head := u[:i]
	var word []byte
	for _, p := range goTestPrefixes {
		if rest, ok := bytes.CutPrefix(head, p); ok && len(rest) >= 3 && isUpper(rest[0]) {
			word = rest
			break
		}
	}
	if word == nil {
		return false
	}
	for _, b := range head {
		if !isLetter(b) {
			return false
		}
	}
	for _, b := range u[i+1:] {
		if !isAlnum(b) && b != '_' {
			return false
		}
	}
	return wordiness(word) >= 0.8
}
