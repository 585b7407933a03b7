// Package patch applies a policy file's entries to a built-in catalogue by
// name: the one way every catalogue (path classes, flow rules) is patched.
package patch

import "slices"

// ByKey returns base with over applied by key: an entry that is disabled
// removes the base entry of its key, any other replaces it or, if there is
// none, is added after them. base is not changed.
func ByKey[T any](base, over []T, key func(T) string, disabled func(T) bool) []T {
	out := slices.Clone(base)
	for _, o := range over {
		i := slices.IndexFunc(out, func(b T) bool { return key(b) == key(o) })
		switch {
		case disabled(o) && i >= 0:
			out = slices.Delete(out, i, i+1)
		case disabled(o):
		case i >= 0:
			out[i] = o
		default:
			out = append(out, o)
		}
	}
	return out
}
