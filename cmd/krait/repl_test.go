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

// A statement after a block without the blank line is CPython's
// interactive "invalid syntax" (krait ran it as part of the block).
func TestReplDedentWithoutBlankLine(t *testing.T) {
	out, errOut, code := runRepl(t, "if True:\n    x = 1\nprint(x)\n\nfor i in range(2):\n    pass\nelse:\n    print('else')\n\n")
	assert.Equal(t, 0, code)
	assert.Equal(t, "  File \"<stdin>\", line 3\n    print(x)\n    ^^^^^\nSyntaxError: invalid syntax\n", errOut)
	assert.Equal(t, "else\n", out)
}

// SystemExit ends the session with krait run's status; the value of an
// expression is echoed under the executor's limits.
func TestReplSystemExit(t *testing.T) {
	out, errOut, code := runRepl(t, "print('a')\nraise SystemExit(3)\nprint('b')\n")
	assert.Equal(t, exitPython, code)
	assert.Equal(t, "a\n", out)
	assert.Equal(t, "SystemExit: 3\n", errOut)
	out, _, code = runRepl(t, "raise SystemExit\nprint('b')\n")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "", out)
	_, errOut, _ = runRepl(t, "class A:\n    def __repr__(self):\n        while True: pass\n\nA()\n", "--max-ops", "10000")
	assert.Equal(t, "OperationLimitError: operation budget of 10000 exhausted\n", errOut)
}
