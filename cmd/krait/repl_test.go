package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func runRepl(t *testing.T, input string, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := cmdRepl(args, strings.NewReader(input), &stdout, &stderr)
	return stdout.String(), stderr.String(), code
}

func TestReplStatePersistsAndBlocksContinue(t *testing.T) {
	input := "x = 20\ndef double(n):\n    return 2 * n\n\nprint(double(x) + 2)\n"
	out, errOut, code := runRepl(t, input)
	assert.Equal(t, 0, code)
	assert.Equal(t, "42\n", out)
	assert.Equal(t, "", errOut)
}

func TestReplErrorsDoNotEndTheSession(t *testing.T) {
	input := "1 / 0\nprint('still here')\nimport os\nprint('and here')\n"
	out, errOut, code := runRepl(t, input)
	assert.Equal(t, 0, code)
	assert.Equal(t, "still here\nand here\n", out)
	assert.Contains(t, errOut, "ZeroDivisionError: division by zero\n")
	assert.Contains(t, errOut, "InterpreterError: Import of os is not allowed")
}

func TestReplResetForgetsState(t *testing.T) {
	_, errOut, _ := runRepl(t, "y = 1\n:reset\nprint(y)\n")
	assert.Contains(t, errOut, "NameError: name 'y' is not defined")
}

func TestReplUnfinishedBlockRunsAtEOF(t *testing.T) {
	out, _, _ := runRepl(t, "for i in range(3):\n    print(i)")
	assert.Equal(t, "0\n1\n2\n", out)
}

func TestReplUsage(t *testing.T) {
	_, errOut, code := runRepl(t, "", "--bogus")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "UsageError:")
}

func TestReplEchoesExpressionValuesOnly(t *testing.T) {
	out, errOut, _ := runRepl(t, "x = 6\nx * 7\ndef f():\n    return 1\n\n'done'\nNone\n")
	assert.Equal(t, "42\n'done'\n", out)
	assert.Equal(t, "", errOut)
}
