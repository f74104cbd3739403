package main

import "io"

// cmdPolicy implements `krait policy`.
func cmdPolicy(args []string, stdout, stderr io.Writer) int {
	return notYet("policy", stderr)
}
