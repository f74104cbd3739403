// Package pystr implements the algorithms of Python's str methods on Go
// strings (UTF-8): indexes, widths and counts are in code points, start
// and end arguments are clamped like Python slices, and character classes
// and case mappings are CPython 3.11's (Unicode 14.0.0, generated into
// unicode_tables.go from CPython itself). Every function has an ASCII
// fast path.
//
// Functions that can make a result much longer than their input take a
// maxLen (bytes; negative means no limit) and refuse with a
// *TooLargeError before allocating. Python exceptions are returned as
// *Error values.
package pystr
