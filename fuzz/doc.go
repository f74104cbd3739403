// Package fuzz holds krait's fuzz targets (go test -fuzz): the parser on
// arbitrary bytes, the parser on token sequences that look like Python
// (to reach deep grammar states), and the lexer. The property is always
// the same: return a result or a krait error, never panic, never hang,
// and allocate memory in proportion to the input.
//
// `go test ./fuzz` runs only the checked-in seed corpus and stays fast;
// to fuzz one target for a while:
//
//	go test ./fuzz -run '^$' -fuzz '^FuzzParse$' -fuzztime 60s
package fuzz
