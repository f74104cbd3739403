package main

import "io"

// cmdRepl implements `krait repl`.
func cmdRepl(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return notYet("repl", stderr)
}
