package serve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait"
)

// encodeLine returns ev as a lineWriter writes it, without the newline.
func encodeLine(t *testing.T, ev any) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := &lineWriter{bw: bufio.NewWriter(&buf)}
	if err := w.write(ev); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// decodedID returns a stdio request's id as the server holds it (decoded
// from the request line).
func decodedID(t *testing.T, js string) any {
	t.Helper()
	var id any
	if err := json.Unmarshal([]byte(js), &id); err != nil {
		t.Fatal(err)
	}
	return id
}

// relayTexts are output texts with what JSON escapes or encoding/json
// rewrites: quotes, backslashes, control characters, HTML's characters
// (the transports do not escape them), U+2028, characters of 2, 3 and 4
// bytes, and invalid UTF-8 (encoded as U+FFFD).
var relayTexts = []string{
	"x,\"y\"\n", "a\\b\t\r\x00\x1f", "<b>&amp;</b>", "\u2028\u2029", "é€😀", "bad \xff\xfe utf-8", strings.Repeat("z", 70_000),
}

// TestSpliceIsInProcess: a worker's event line with the client's ids
// spliced in is byte for byte what a server writes for the same event in
// process, for every event kind, client ids of every kind (none over
// HTTP, a number, a string with characters JSON escapes) and texts that
// JSON escapes; and outputText reads an output line's text length and
// notice without decoding it. (Decoding the line and encoding it again,
// as the supervisor did before, wrote the same bytes except for invalid
// UTF-8: the worker's encoder writes \ufffd for it, and the supervisor
// wrote the character itself.)
func TestSpliceIsInProcess(t *testing.T) {
	workerID := decodedID(t, "123456")
	var events []any
	for _, text := range relayTexts {
		events = append(events, &OutputEvent{Event: EventOutput, ID: workerID, Run: "12", Text: text})
	}
	events = append(events,
		&OutputEvent{Event: EventOutput, ID: workerID, Run: "12", Text: "[left out]\n", Dropped: 4096},
		&ToolCallEvent{Event: EventToolCall, ID: workerID, Run: "12", Call: 3, Tool: "search",
			Args: []krait.TypedJSON{krait.TypedJSON(`"<q>"`), krait.TypedJSON(`{"$tuple":[1,2.5]}`)}, Kwargs: orderedKwargs{{"n", krait.TypedJSON(`3`)}}},
		&ResultEvent{Event: EventResult, ID: workerID, Run: "12", Value: krait.TypedJSON(`{"$set":["a"]}`), Repr: "{'a'}", Str: "{'a'}", Logs: "é\n<x>",
			Error:    &RunError{Type: "ZeroDivisionError", Message: "division by zero", Line: 2, Traceback: "Traceback ...", Text: "Code execution failed"},
			ExitCode: 1, Warnings: []string{"w"}, Duration: 0.000123, HostWait: 1.5e-7, SlotWait: 0.25, Ops: 42},
	)
	for _, clientID := range []string{"", "7", "-3", "1e3", `"r<1>&\"q\""`, `"` + strings.Repeat("long", 20) + `"`} {
		var id any
		if clientID != "" {
			id = decodedID(t, clientID)
		}
		ids := clientIDs(id, "4")
		for _, ev := range events {
			line := encodeLine(t, ev)
			wl, ok := parseWorkerLine(line)
			if !ok || wl.id != 123456 || string(wl.run) != "12" {
				t.Fatalf("parseWorkerLine(%.80s) = %+v, %v", line, wl, ok)
			}
			if got, ok := lineID(line); !ok || got != 123456 {
				t.Errorf("lineID(%.80s) = %d, %v", line, got, ok)
			}
			if _, isOut := ev.(*OutputEvent); isOut {
				var d OutputEvent
				json.Unmarshal(line, &d)
				n, notice, ok := outputText(line, wl.rest)
				if !ok || n != len(d.Text) || notice != (d.Dropped > 0) {
					t.Errorf("outputText(%.80s) = %d, %v, %v; want %d, %v", line, n, notice, ok, len(d.Text), d.Dropped > 0)
				}
			}
			// What a server writes for the event in process, with
			// these ids.
			var same any
			switch ev := ev.(type) {
			case *OutputEvent:
				d := *ev
				d.ID, d.Run = id, "4"
				same = &d
			case *ToolCallEvent:
				d := *ev
				d.ID, d.Run = id, "4"
				same = &d
			case *ResultEvent:
				d := *ev
				d.ID, d.Run = id, "4"
				same = &d
			}
			want := encodeLine(t, same)
			if got := splice(line, wl, ids); !bytes.Equal(got, want) {
				t.Errorf("client id %s: spliced\n%.200s\nwant\n%.200s", clientID, got, want)
			}
		}
	}
}

// TestLineShapes: lineID reads responses' and errors' ids too, and
// neither it nor parseWorkerLine takes a line of another shape.
func TestLineShapes(t *testing.T) {
	for line, want := range map[string]int64{
		`{"id":5,"ok":true}`:                             5,
		`{"id":17,"error":{"code":"busy","message":""}}`: 17,
		`{"id":9}`: 9,
	} {
		if got, ok := lineID([]byte(line)); !ok || got != want {
			t.Errorf("lineID(%s) = %d, %v; want %d", line, got, ok, want)
		}
	}
	for _, line := range []string{
		`{"event":"hello","server":"krait","protocol":1}`,
		`{"event":"output","id":"s","run":"3","text":""}`,
		`{"event":"output","id":0,"run":"3","text":""}`,
		`{"event":"output","id":12345}`,
		`{"event":"output","id":1,"run":3,"text":""}`,
		`{"event":"output","id":1,"run":"3"}`,
		`{"id":0,"ok":true}`,
		`{"id":-1,"ok":true}`,
		`{"id":1.5}`,
		`{"error":{"code":"bad_request"}}`,
		``,
	} {
		if wl, ok := parseWorkerLine([]byte(line)); ok {
			t.Errorf("parseWorkerLine(%s) = %+v, true; want false", line, wl)
		}
		if id, ok := lineID([]byte(line)); ok {
			t.Errorf("lineID(%s) = %d, true; want false", line, id)
		}
	}
}

// TestOutputTextRefusesWhatIsNotOneEvent: an output line passes on as it
// came only when its text is one valid JSON string and nothing follows
// it but an optional dropped count: a worker's line that would carry
// more (another field, a second event, a bad escape, invalid UTF-8) is
// decoded instead, so what a client gets is one well-formed event.
func TestOutputTextRefusesWhatIsNotOneEvent(t *testing.T) {
	head := `{"event":"output","id":1,"run":"2",`
	for _, rest := range []string{
		`"text":"a","value":1}`,
		`"text":"a"}{"event":"result"}`,
		`"text":"a"b"}`,
		`"text":"a\"}`,
		`"text":"a\x"}`,
		`"text":"a\u12"}`,
		"\"text\":\"a\x01\"}",
		"\"text\":\"a\xff\"}",
		`"text":"a","dropped":0}`,
		`"text":"a","dropped":-1}`,
		`"text":"a","dropped":1,"x":2}`,
		`"text":"a","dropped":1`,
		`"text":"a"`,
		`"txt":"a"}`,
	} {
		line := []byte(head + rest)
		wl, ok := parseWorkerLine(line)
		if !ok {
			t.Fatalf("parseWorkerLine(%s) failed", line)
		}
		if n, notice, ok := outputText(line, wl.rest); ok {
			t.Errorf("outputText(%s) = %d, %v, true; want false", line, n, notice)
		}
	}
}

// TestJSONTextLen: the length jsonTextLen reads is the length of what
// encoding/json decodes, escapes and surrogates included.
func TestJSONTextLen(t *testing.T) {
	for _, body := range []string{
		``, `abc`, `\n\t\"\\\/\b\f\r`, `\u0041\u00e9\u20ac`, `\ud83d\ude00`, `\ud83d`, `\ud83dx`, `\ude00\ud83d`,
		`\ud83d\u0041`, `\ud83d\ud83d\ude00`, `\uD83D\uDE00`, "é€😀", `\u0000`,
	} {
		var s string
		if err := json.Unmarshal([]byte(`"`+body+`"`), &s); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		if n, ok := jsonTextLen([]byte(body)); !ok || n != len(s) {
			t.Errorf("jsonTextLen(%s) = %d, %v; want %d", body, n, ok, len(s))
		}
	}
}

// TestRelayCutsAsDecoded: an output line whose text does not fit the
// run's buffer whole is cut and noticed exactly as the event decoded
// would be; the lines that fit pass as they came; the bytes counted in
// the buffer go back to zero once written.
func TestRelayCutsAsDecoded(t *testing.T) {
	collect := func(out *[]string) *sink {
		return &sink{run: "4", fail: func() {}, limit: 100, delay: time.Hour, write: func(ev any, _ bool) error {
			if raw, ok := ev.(*rawEvent); ok {
				*out = append(*out, string(raw.line))
			} else if ev != nil {
				*out = append(*out, string(encodeLine(t, ev)))
			}
			return nil
		}}
	}
	workerID := decodedID(t, "99")
	texts := []string{"first\n", strings.Repeat("é", 80), "fits\n", "[left]\n"}
	var viaRelay, decoded []string
	sk := collect(&viaRelay)
	rl := &relay{sess: &session{remote: &remoteSession{}}, ar: &activeRun{id: "4"}, sk: sk, ids: clientIDs(nil, "4")}
	for i, text := range texts {
		ev := &OutputEvent{Event: EventOutput, ID: workerID, Run: "1", Text: text}
		if i == 3 {
			ev.Dropped = 5
		}
		rl.forward(encodeLine(t, ev))
	}
	sk.end(&ResultEvent{Event: EventResult, Run: "4"})
	if sk.held != 0 {
		t.Errorf("held %d bytes after the result, want 0", sk.held)
	}
	sk2 := collect(&decoded)
	for i, text := range texts {
		ev := &OutputEvent{Event: EventOutput, Run: "4", Text: text}
		if i == 3 {
			ev.Dropped = 5
		}
		sk2.emit(ev, false)
	}
	sk2.end(&ResultEvent{Event: EventResult, Run: "4"})
	if strings.Join(viaRelay, "\n") != strings.Join(decoded, "\n") {
		t.Errorf("relayed\n%s\nwant\n%s", strings.Join(viaRelay, "\n"), strings.Join(decoded, "\n"))
	}
	if len(decoded) < 5 || !strings.Contains(strings.Join(decoded, ""), `"dropped":`) {
		t.Errorf("the test's texts were not cut: %q", decoded)
	}
}

// TestRequestsTakeTheQuickPath: the supervisor's run and tool_result
// requests start as stdioOp reads them, so a worker decodes them in one
// pass (stdioQuick), and they carry what the general path would read.
func TestRequestsTakeTheQuickPath(t *testing.T) {
	for _, req := range []map[string]any{
		{"op": "run", "session": "s_1", "code": "print('<&>')\n", "traceparent": "00-abc-def-01"},
		{"op": "tool_result", "session": "s_1", "run": "2", "call": 3, "value": json.RawMessage(`{"$tuple": [1, "x"]}`)},
		{"op": "tool_result", "session": "s_1", "run": "2", "call": 4, "error": &ToolError{Type: "KeyError", Message: "k"}},
	} {
		line, err := encodeRequest(41, req)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasSuffix(line, []byte("}\n")) || bytes.Count(line, []byte("\n")) != 1 {
			t.Fatalf("%q is not one line", line)
		}
		if op := stdioOp(line); op != req["op"] {
			t.Errorf("stdioOp(%s) = %q, want %q", line, op, req["op"])
		}
		var got map[string]any
		if err := json.Unmarshal(line, &got); err != nil {
			t.Fatal(err)
		}
		want := map[string]any{"id": 41}
		for k, v := range req {
			want[k] = v
		}
		wantJSON, _ := json.Marshal(want)
		var wantBack map[string]any
		json.Unmarshal(wantJSON, &wantBack)
		if !reflect.DeepEqual(got, wantBack) {
			t.Errorf("request %s, want the fields of %s", line, wantJSON)
		}
	}
}
