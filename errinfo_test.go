package krait_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
)

func TestDescribeError(t *testing.T) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1000
	e := newExec(t, krait.Options{Policy: pol})
	defer e.Close()
	for code, want := range map[string]krait.ErrorInfo{
		"1":                   {},
		"x = (":               {Type: "SyntaxError", Message: "'(' was never closed", Line: 1, ExitCode: krait.ExitPython, Traceback: "  File \"<code>\", line 1\n    x = (\n        ^\nSyntaxError: '(' was never closed\n", Text: "Code parsing failed on line 1 due to: SyntaxError: '(' was never closed (<code>, line 1)\n    x = (\n        ^"},
		"while True: pass":    {Type: "OperationLimitError", Message: "operation budget of 1000 exhausted", ExitCode: krait.ExitLimit, Text: "OperationLimitError: operation budget of 1000 exhausted"},
		"raise SystemExit":    {},
		"raise SystemExit(3)": {Type: "SystemExit", Message: "3", ExitCode: krait.ExitPython, Text: "Code execution failed at line 'raise SystemExit(3)' due to: SystemExit: 3"},
	} {
		_, err := e.Run(context.Background(), code)
		assert.Equal(t, want, krait.DescribeError(err), code)
	}
	_, err := e.Run(context.Background(), "import os")
	info := krait.DescribeError(err)
	assert.Equal(t, "InterpreterError", info.Type)
	assert.Contains(t, info.Message, "Import of os is not allowed.")
	assert.Equal(t, krait.ExitPolicy, info.ExitCode)
	_, err = e.Run(context.Background(), "\n1/0")
	info = krait.DescribeError(err)
	assert.Equal(t, "ZeroDivisionError", info.Type)
	assert.Equal(t, "division by zero", info.Message)
	assert.Equal(t, 2, info.Line)
	assert.Equal(t, "Code execution failed at line '1/0' due to: ZeroDivisionError: division by zero", info.Text)
	assert.Equal(t, "Traceback (most recent call last):\n  File \"<code>\", line 2, in <module>\n    1/0\n    ~^~\nZeroDivisionError: division by zero\n", info.Traceback)
}
