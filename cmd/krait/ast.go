package main

import "io"

// cmdAST implements `krait ast`.
func cmdAST(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return notYet("ast", stderr)
}
