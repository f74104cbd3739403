package serve

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"
	"time"
	"unicode/utf16"
	"unicode/utf8"
)

// The relay: how the supervisor passes a worker's lines on to the
// clients. A worker writes its events as any stdio server does (its
// lineWriter: `{"event":"NAME","id":N,"run":"R",...}`, the fields in the
// protocol's order), with the supervisor's request id and its own run id.
// The client must see the same event with its own request id (stdio; none
// over HTTP) and the server's run id, and nothing else changes: so the
// supervisor splices those two fields into the worker's line and writes
// the rest of it as it came. Decoding a line and encoding it again gave
// the same bytes at several times the cost, on the supervisor's CPU that
// every session's relay shares, and a print flood's output lines are most
// of what it relays. An output line is checked (see outputText), not
// decoded; a tool call or a result is decoded for the fields the
// supervisor acts on (the call's id and tool; the result's outcome for
// the metrics and run_status) and still passed on as it came.

// encodeRequest returns the line of a request to a worker: its id and op
// first, as the clients write them, so that the worker takes a run or a
// tool result on its one-pass path (stdioQuick; encoding/json's order,
// by name, sent them down the general path, which decodes a request
// three times), then the other fields by name.
func encodeRequest(id int64, req map[string]any) ([]byte, error) {
	op, _ := req["op"].(string)
	opJSON, err := json.Marshal(op)
	if err != nil {
		return nil, err
	}
	line := strconv.AppendInt([]byte(`{"id":`), id, 10)
	line = append(append(line, `,"op":`...), opJSON...)
	names := make([]string, 0, len(req))
	for name := range req {
		if name != "op" && name != "id" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		v, err := json.Marshal(req[name])
		if err != nil {
			return nil, err
		}
		line = append(append(append(line, ',', '"'), name...), '"', ':')
		line = append(line, v...)
	}
	return append(line, '}', '\n'), nil
}

// rawEvent is an event encoded as its client gets it: its JSON line
// without the newline. The transports write it as it is.
type rawEvent struct {
	line []byte
	// text is an output event's text's length, decoded (what the sink's
	// buffer counts), and notice is set for an output event that stands
	// for output left out (its dropped field).
	text   int
	notice bool
	// result is set for the run's result (HTTP writes it with the
	// stream's end).
	result bool
}

// workerLine is the head of a worker's event line, located without
// decoding the line: line[:head] is `{"event":"NAME",`, then come the
// worker's `"id":N,"run":"R",` and, from rest on, the event's own
// fields.
type workerLine struct {
	name []byte // the event's name
	id   int64  // the supervisor's request id
	run  []byte // the worker's run id
	head int
	rest int
}

// parseWorkerLine locates the head of an event line as a worker's
// encoder writes it; ok is false for any other line (a response, an
// error, a line of another shape).
func parseWorkerLine(line []byte) (wl workerLine, ok bool) {
	const open = `{"event":"`
	if !bytes.HasPrefix(line, []byte(open)) {
		return wl, false
	}
	i := len(open)
	end := bytes.IndexByte(line[i:min(len(line), i+32)], '"')
	if end <= 0 {
		return wl, false
	}
	wl.name = line[i : i+end]
	i += end + 1
	if !bytes.HasPrefix(line[i:], []byte(`,"id":`)) {
		return wl, false
	}
	wl.head = i + 1
	i += len(`,"id":`)
	n := digits(line[i:])
	if n == 0 || n > 18 {
		return wl, false
	}
	wl.id, _ = strconv.ParseInt(string(line[i:i+n]), 10, 64)
	i += n
	if !bytes.HasPrefix(line[i:], []byte(`,"run":"`)) {
		return wl, false
	}
	i += len(`,"run":"`)
	n = digits(line[i:])
	if n == 0 || n > 20 || !bytes.HasPrefix(line[i+n:], []byte(`",`)) {
		return wl, false
	}
	wl.run = line[i : i+n]
	wl.rest = i + n + 2
	return wl, wl.id > 0
}

// digits returns how many ASCII digits b starts with.
func digits(b []byte) int {
	n := 0
	for n < len(b) && '0' <= b[n] && b[n] <= '9' {
		n++
	}
	return n
}

// lineID returns the request id a worker's line carries, read from its
// head: an event's (`{"event":"NAME","id":N,`) or a response's
// (`{"id":N,`); ok is false for a line of another shape.
func lineID(line []byte) (int64, bool) {
	if wl, ok := parseWorkerLine(line); ok {
		return wl.id, true
	}
	rest, ok := bytes.CutPrefix(line, []byte(`{"id":`))
	if !ok {
		return 0, false
	}
	n := digits(rest)
	if n == 0 || n > 18 || n == len(rest) || (rest[n] != ',' && rest[n] != '}') {
		return 0, false
	}
	id, _ := strconv.ParseInt(string(rest[:n]), 10, 64)
	return id, id > 0
}

// splice returns the line with the worker's ids replaced by ids (the
// client's `"id":ID,"run":"RUN",`), in the line's own memory when they
// fit (they usually do: over HTTP the client's have no id), which the
// caller must own.
func splice(line []byte, wl workerLine, ids []byte) []byte {
	gap := wl.rest - wl.head
	if len(ids) <= gap {
		start := gap - len(ids)
		copy(line[start:], line[:wl.head])
		copy(line[start+wl.head:], ids)
		return line[start:]
	}
	out := make([]byte, 0, len(line)-gap+len(ids))
	out = append(out, line[:wl.head]...)
	out = append(out, ids...)
	return append(out, line[wl.rest:]...)
}

// clientIDs returns the ids of a run's events as its client gets them:
// `"id":ID,"run":"RUN",`, without the id when it is nil (HTTP), encoded
// as the transports' encoders encode them.
func clientIDs(id any, run string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	out := []byte{}
	if id != nil {
		if enc.Encode(id) != nil {
			return nil
		}
		out = append(append(append(out, `"id":`...), bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...), ',')
		buf.Reset()
	}
	enc.Encode(run)
	return append(append(append(out, `"run":`...), bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...), ',')
}

// outputText checks the fields of an output event's line from rest on
// (`"text":"...","dropped":N}` or without dropped), as a worker's encoder
// writes them, and returns its text's decoded length and whether it is a
// notice (dropped); ok is false for anything else, which is then decoded
// (see jsonTextLen). Only a line that passes is written on as it came:
// what reaches a client is one well-formed event whatever the worker
// wrote.
func outputText(line []byte, rest int) (n int, notice, ok bool) {
	body, ok := bytes.CutPrefix(line[rest:], []byte(`"text":"`))
	if !ok || len(body) < 2 {
		return 0, false, false
	}
	if bytes.HasSuffix(body, []byte(`"}`)) {
		body = body[:len(body)-2]
	} else {
		i := bytes.LastIndex(body, []byte(`","dropped":`))
		if i < 0 {
			return 0, false, false
		}
		num := body[i+len(`","dropped":`):]
		d := digits(num)
		if d == 0 || d > 18 || num[0] == '0' || string(num[d:]) != "}" {
			return 0, false, false
		}
		body, notice = body[:i], true
	}
	n, ok = jsonTextLen(body)
	return n, notice, ok
}

// jsonTextLen returns the length of the text a JSON string's inside
// (body, without its quotes) decodes to, as encoding/json decodes it;
// ok is false when body is not a valid JSON string's inside (a bare
// quote or control character, a bad escape, invalid UTF-8).
func jsonTextLen(body []byte) (n int, ok bool) {
	if !utf8.Valid(body) {
		return 0, false
	}
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case c == '"' || c < 0x20:
			return 0, false
		case c != '\\':
			n++
			i++
			continue
		case i+1 == len(body):
			return 0, false
		}
		switch body[i+1] {
		case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			n++
			i += 2
		case 'u':
			r, ok := hex4(body[i+2:])
			if !ok {
				return 0, false
			}
			i += 6
			if !utf16.IsSurrogate(r) {
				n += utf8.RuneLen(r)
				continue
			}
			// A pair decodes to one character; a lone half to U+FFFD.
			if i+6 <= len(body) && body[i] == '\\' && body[i+1] == 'u' {
				if r2, ok := hex4(body[i+2:]); ok && utf16.DecodeRune(r, r2) != utf8.RuneError {
					n += 4
					i += 6
					continue
				}
			}
			n += utf8.RuneLen(utf8.RuneError)
		default:
			return 0, false
		}
	}
	return n, true
}

// hex4 reads the four hex digits of a \u escape.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// relay passes one remote run's events from its worker to its sink.
type relay struct {
	sess *session
	ar   *activeRun
	sk   *sink
	// ids are the run's ids as its client gets them (clientIDs).
	ids []byte
	// wrun is the worker's id of the run, as last seen.
	wrun []byte
	// result receives the result (raw as the client gets it; nil when
	// the supervisor made the result itself).
	result func(*ResultEvent, *rawEvent)
}

// forward passes one event line of the worker's run on; it reports true
// after the result.
func (rl *relay) forward(line []byte) bool {
	wl, ok := parseWorkerLine(line)
	if !ok {
		return rl.forwardDecoded(line)
	}
	if !bytes.Equal(wl.run, rl.wrun) {
		rl.wrun = append(rl.wrun[:0], wl.run...)
		rl.sess.mu.Lock()
		rl.sess.remote.run = string(wl.run)
		rl.sess.mu.Unlock()
	}
	switch string(wl.name) {
	case EventOutput:
		n, notice, ok := outputText(line, wl.rest)
		if ok && n == 0 && !notice {
			return false // no text: nothing to stream
		}
		if ok {
			line = splice(line, wl, rl.ids)
			if rl.sk.outputRaw(&rawEvent{line: line, text: n, notice: notice}) {
				return false
			}
		}
		// A text that does not fit the sink's buffer whole (the sink
		// streams its head), or a line of another shape.
		var ev OutputEvent
		if json.Unmarshal(line, &ev) == nil {
			rl.emitOutput(&ev)
		}
	case EventToolCall:
		var ev forwardedToolCall
		if json.Unmarshal(line, &ev) != nil {
			return false
		}
		rl.noteCall(&ev)
		rl.sk.emit(&rawEvent{line: splice(line, wl, rl.ids)}, true)
	case EventResult:
		var ev ResultEvent
		if json.Unmarshal(line, &ev) != nil {
			rl.result(lostResult(rl.ar.id, "the worker sent a result that does not decode"), nil)
			return true
		}
		ev.ID, ev.Run = rl.sk.id, rl.ar.id
		rl.result(&ev, &rawEvent{line: splice(line, wl, rl.ids), result: true})
		return true
	}
	return false
}

// forwardDecoded passes on a line whose head is not an event's as a
// worker writes one: an error (the worker refused the run), or an event
// of another shape, decoded and encoded again.
func (rl *relay) forwardDecoded(line []byte) bool {
	var head struct {
		Event string `json:"event"`
		Run   string `json:"run"`
		Error *Error `json:"error"`
	}
	if json.Unmarshal(line, &head) != nil {
		return false
	}
	if head.Run != "" {
		rl.wrun = append(rl.wrun[:0], head.Run...)
		rl.sess.mu.Lock()
		rl.sess.remote.run = head.Run
		rl.sess.mu.Unlock()
	}
	switch head.Event {
	case EventOutput:
		var ev OutputEvent
		if json.Unmarshal(line, &ev) == nil {
			rl.emitOutput(&ev)
		}
	case EventToolCall:
		var ev forwardedToolCall
		if json.Unmarshal(line, &ev) == nil {
			rl.noteCall(&ev)
			rl.sk.emit(&ev, true)
		}
	case EventResult:
		var ev ResultEvent
		if json.Unmarshal(line, &ev) != nil {
			ev = *lostResult(rl.ar.id, "the worker sent a result that does not decode")
		}
		ev.ID, ev.Run = rl.sk.id, rl.ar.id
		rl.result(&ev, nil)
		return true
	default:
		if head.Error != nil { // the run was refused
			rl.result(lostResult(rl.ar.id, "the worker refused the run: "+head.Error.Message), nil)
			return true
		}
	}
	return false
}

// emitOutput passes on a decoded output event with the client's ids.
func (rl *relay) emitOutput(ev *OutputEvent) {
	ev.ID, ev.Run = rl.sk.id, rl.ar.id
	rl.sk.emit(ev, false)
}

// noteCall records a tool call the worker's run waits for, with the
// client's ids (run_status shows it).
func (rl *relay) noteCall(ev *forwardedToolCall) {
	sess, ar := rl.sess, rl.ar
	ev.ID, ev.Run = rl.sk.id, ar.id
	sess.mu.Lock()
	ar.remoteCalls[ev.Call] = true
	ar.sent[ev.Call] = time.Now()
	ar.calls[ev.Call] = ev
	ar.spans[ev.Call] = sess.startToolSpan(ar, ev.Call, ev.Tool)
	sess.mu.Unlock()
}

// forwardedToolCall is a tool_call event passed on from a worker, its
// arguments as they came.
type forwardedToolCall struct {
	Event  string          `json:"event"`
	ID     any             `json:"id,omitempty"`
	Run    string          `json:"run"`
	Call   int             `json:"call"`
	Tool   string          `json:"tool"`
	Args   json.RawMessage `json:"args"`
	Kwargs json.RawMessage `json:"kwargs"`
}
