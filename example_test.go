package krait_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// Run code, keep state, and read the printed output.
func ExampleExecutor_Run() {
	e, err := krait.New(krait.Options{})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	if _, err := e.Run(ctx, "total = sum(range(10))"); err != nil {
		panic(err)
	}
	out, err := e.Run(ctx, "print(f'total is {total}')")
	if err != nil {
		panic(err)
	}
	fmt.Print(out.Logs)
	// Output: total is 45
}

// A Go function becomes a Python callable.
func ExampleNewTool() {
	e, _ := krait.New(krait.Options{})
	double, err := krait.NewTool("double", "Doubles a number.", func(x int) int { return 2 * x }, "x")
	if err != nil {
		panic(err)
	}
	if err := e.SendTools(double); err != nil {
		panic(err)
	}
	out, err := e.Run(context.Background(), "final_answer(double(x=21))")
	if err != nil {
		panic(err)
	}
	fmt.Println(out.IsFinalAnswer, out.Value)
	// Output: true 42
}

// Errors say what went wrong the way smolagents' executor does.
func ExamplePythonError() {
	e, _ := krait.New(krait.Options{})
	_, err := e.Run(context.Background(), "x = {'a': 1}\ny = x['b']")
	fmt.Println(err)
	fmt.Println("exit code:", krait.ExitCode(err))
	// Output:
	// Code execution failed at line 'y = x['b']' due to: KeyError: 'b'
	// exit code: 1
}

// Variables sent from Go are ordinary Python values.
func ExampleExecutor_SendVariables() {
	e, _ := krait.New(krait.Options{})
	_ = e.SendVariables(map[string]any{"prices": map[string]float64{"apple": 0.5, "pear": 0.75}})
	out, _ := e.Run(context.Background(), "print(sorted(prices.items()))")
	fmt.Print(out.Logs)
	// Output: [('apple', 0.5), ('pear', 0.75)]
}

// Options configure the policy: extra imports and tighter limits.
func ExampleNew() {
	pol := policy.Default()
	pol.Limits.MaxOps = 100_000
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"json"}})
	if err != nil {
		panic(err)
	}
	out, err := e.Run(context.Background(), "import json\njson.dumps({'ok': True})")
	fmt.Println(out.Value, err)
	// Output: {"ok": true} <nil>
}

// A raw tool receives Python values as they are.
func ExampleRawTool() {
	e, _ := krait.New(krait.Options{})
	count := krait.RawTool("count_args", "Counts its arguments.", func(ctx context.Context, args []krait.Value, kwargs []krait.Kwarg) (krait.Value, error) {
		return py.NewInt(int64(len(args) + len(kwargs))), nil
	})
	_ = e.SendTools(count)
	out, _ := e.Run(context.Background(), "count_args(1, 'two', three=3)")
	fmt.Println(out.Value)
	// Output: 3
}

// ExitCode maps every error onto the CLI's exit codes; limits are typed.
func ExampleExitCode() {
	pol := policy.Default()
	pol.Limits.MaxOps = 1000
	e, _ := krait.New(krait.Options{Policy: pol})
	_, err := e.Run(context.Background(), "while True:\n    pass")
	fmt.Println(errors.Is(err, krait.ErrOpLimit), krait.ExitCode(err))
	_, err = e.Run(context.Background(), "import os")
	fmt.Println(krait.ExitCode(err))
	// Output:
	// true 4
	// 3
}

// ToGo turns Python values into plain Go values.
func ExampleToGo() {
	e, _ := krait.New(krait.Options{})
	out, _ := e.Run(context.Background(), "{'n': 1, 'xs': [1.5, None, 'a']}")
	fmt.Printf("%#v\n", krait.ToGo(out.PyValue))
	// Output: map[string]interface {}{"n":1, "xs":[]interface {}{1.5, interface {}(nil), "a"}}
}
