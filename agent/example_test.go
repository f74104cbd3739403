package agent_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/kraitpy/krait/agent"
	"github.com/kraitpy/krait/agent/agenttest"
)

// A tool is a Go function on a struct of keyword arguments.
func ExampleNewTool() {
	type weatherArgs struct {
		City string `json:"city" description:"The city, e.g. 'Lyon'."`
		Days int    `json:"days,omitempty" description:"Days ahead, 0 for today."`
	}
	weather, err := agent.NewTool("get_weather", "Returns the weather forecast for a city.",
		func(ctx context.Context, in weatherArgs) (string, error) {
			return fmt.Sprintf("sunny in %s, %d days from now", in.City, in.Days), nil
		})
	if err != nil {
		panic(err)
	}
	fmt.Println(weather.PythonSignature())
	out, _ := weather.Call(context.Background(), map[string]any{"city": "Lyon", "days": int64(2)})
	fmt.Println(out)
	// Output:
	// def get_weather(city: str, days: int = None) -> str:
	//     """Returns the weather forecast for a city.
	//
	//     Args:
	//         city: The city, e.g. 'Lyon'.
	//         days: Days ahead, 0 for today.
	//     """
	// sunny in Lyon, 2 days from now
}

// Run drives the model and the executor until the code gives an answer.
// Here the model is scripted and the executor is the toy from agenttest;
// a program would use openaimodel.New and the krait executor.
func ExampleCodeAgent_Run() {
	model := agenttest.NewScriptedModel(agenttest.Texts(
		"Thought: I will compute it.\n<code>\nprint(\"computing\")\n</code>",
		"Thought: done.\n<code>\nfinal_answer(42)\n</code>",
	)...)
	a, err := agent.New(model, agenttest.NewToyExecutor, agent.WithMaxSteps(5))
	if err != nil {
		panic(err)
	}
	res, err := a.Run(context.Background(), "What is the answer?")
	if err != nil {
		panic(err)
	}
	fmt.Println("answer:", res.AnswerText)
	for _, s := range res.Steps {
		fmt.Printf("step %d: %s\n", s.Number, strings.ReplaceAll(s.Observation, "\n", " | "))
	}
	fmt.Println("tokens:", res.Usage.Total())
	// Output:
	// answer: 42
	// step 1: Execution logs: | computing | Last output from code snippet: | None
	// step 2: Execution logs: | Last output from code snippet: | 42
	// tokens: 30
}
