package jsonscan

import "strconv"

// SyntaxError reports where a document stops being JSON. What is a fixed
// description of the problem; it never quotes the input.
type SyntaxError struct {
	Offset int
	What   string
}

func (e *SyntaxError) Error() string {
	return e.What + " at offset " + strconv.Itoa(e.Offset)
}

// LimitError reports a document that exceeds one of its Limits.
type LimitError struct {
	Offset int
	// Limit is "depth" or "size".
	Limit string
	Max   int
}

func (e *LimitError) Error() string {
	return e.Limit + " limit " + strconv.Itoa(e.Max) + " exceeded at offset " + strconv.Itoa(e.Offset)
}

// DuplicateKeyError reports an object that gives a name the reader looks
// up more than once. Key is the name as the reader spells it, not as the
// input does.
type DuplicateKeyError struct {
	Offset int
	Key    string
}

func (e *DuplicateKeyError) Error() string {
	return "key " + strconv.Quote(e.Key) + " given more than once at offset " + strconv.Itoa(e.Offset)
}

// KindError reports a valid value of another kind than the reader needs,
// such as a document that is not an object.
type KindError struct {
	Offset int
	Want   Kind
	Got    Kind
}

func (e *KindError) Error() string {
	return "want " + e.Want.String() + ", have " + e.Got.String() + " at offset " + strconv.Itoa(e.Offset)
}
