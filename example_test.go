package krait_test

import (
	"context"
	"fmt"

	"github.com/kraitpy/krait"
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
