package serve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"testing"
)

// TestOutputID: the output events a worker writes (its lineWriter, with
// the stdio request's id as decoded) are read by outputID without
// decoding, and no other line is.
func TestOutputID(t *testing.T) {
	var id any
	if err := json.Unmarshal([]byte("12345"), &id); err != nil { // as a stdio request's id decodes
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := &lineWriter{bw: bufio.NewWriter(&buf)}
	for _, ev := range []any{
		&OutputEvent{Event: EventOutput, ID: id, Run: "3", Text: "x,\"y\"\n"},
		&OutputEvent{Event: EventOutput, ID: id, Run: "3", Text: "", Dropped: 10},
	} {
		buf.Reset()
		if err := w.write(ev); err != nil {
			t.Fatal(err)
		}
		if got, ok := outputID(bytes.TrimSpace(buf.Bytes())); !ok || got != 12345 {
			t.Errorf("outputID(%s) = %d, %v; want 12345", buf.Bytes(), got, ok)
		}
	}
	for _, line := range []string{
		`{"event":"result","id":12345,"run":"3"}`,
		`{"event":"tool_call","id":12345,"run":"3","call":1}`,
		`{"event":"output","id":"s","run":"3"}`,
		`{"event":"output","id":0,"run":"3"}`,
		`{"event":"output","id":12345}`,
		`{"event":"hello"}`,
	} {
		if id, ok := outputID([]byte(line)); ok {
			t.Errorf("outputID(%s) = %d, true; want false", line, id)
		}
	}
}
