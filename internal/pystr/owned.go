package pystr

import "unsafe"

// ownedString returns the bytes of b as a string without copying them,
// as strings.Builder does: the caller built b for this result and must
// not read or write it afterwards. A result text is then held once
// instead of twice while it is made (a 10^8-byte upper() held 200 MB
// for a moment, the budget counted 100). A buffer that grew by append
// with more than 1/16 of its length unused is copied instead, so a
// string never keeps hidden capacity the memory accounting does not
// see.
func ownedString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if cap(b)-len(b) > len(b)>>4 {
		return string(b)
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
