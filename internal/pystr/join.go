package pystr

import "strings"

// Join implements str.join for parts that are all str: sep between the
// parts. The result is refused before allocation when it would exceed
// maxLen bytes (negative: no limit).
func Join(sep string, parts []string, maxLen int) (string, error) {
	if len(parts) == 0 {
		return "", nil
	}
	size := len(sep) * (len(parts) - 1)
	if len(parts) > 1 && len(sep) > 0 && size/len(sep) != len(parts)-1 {
		return "", &TooLargeError{Size: End, Max: maxLen}
	}
	for _, p := range parts {
		if size > End-len(p) {
			return "", &TooLargeError{Size: End, Max: maxLen}
		}
		size += len(p)
	}
	if err := CheckLen(size, maxLen); err != nil {
		return "", err
	}
	return strings.Join(parts, sep), nil
}

// Repeat implements str * n: n copies of s, the empty string for n <= 0.
// The result is refused before allocation when it would exceed maxLen
// bytes (negative: no limit).
func Repeat(s string, n int, maxLen int) (string, error) {
	if n <= 0 || s == "" {
		return "", nil
	}
	if n > End/len(s) {
		return "", &TooLargeError{Size: End, Max: maxLen}
	}
	if err := CheckLen(len(s)*n, maxLen); err != nil {
		return "", err
	}
	return strings.Repeat(s, n), nil
}
