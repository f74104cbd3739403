package krait_test

import (
	"context"
	"fmt"

	"github.com/kraitpy/krait"
)

// A host tool pauses the run at each call; the host answers with a result
// or with an exception the code sees.
func ExampleExecutor_Start() {
	e, _ := krait.New(krait.Options{})
	defer e.Close()
	e.SendTools(krait.HostTool("weather", "Returns the weather in a city.", "city"))
	run, err := e.Start(context.Background(), `
for city in ["Paris", "Atlantis"]:
    try:
        print(city, weather(city))
    except LookupError as err:
        print(city, "failed:", err)
`)
	if err != nil {
		panic(err)
	}
	for call := run.Next(); call != nil; call = run.Next() {
		if call.Args[0] == "Paris" {
			call.Resume(map[string]any{"sky": "clear", "celsius": 21}, nil)
		} else {
			call.Resume(nil, &krait.HostError{Type: "LookupError", Message: "no such city"})
		}
	}
	out, err := run.Wait()
	fmt.Print(out.Logs, err)
	// Output:
	// Paris {'celsius': 21, 'sky': 'clear'}
	// Atlantis failed: no such city
	// <nil>
}
