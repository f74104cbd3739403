//go:build !unix

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
)

// execProgram runs the program at path as a child with this process's
// standard streams and returns its exit status (there is no exec(2)).
func execProgram(path string, args []string, stderr io.Writer) int {
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		fmt.Fprintf(stderr, "krait: running %s: %v\n", path, err)
		return exitUsage
	}
	return exitOK
}
