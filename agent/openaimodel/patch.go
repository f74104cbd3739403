package openaimodel

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	openai "github.com/sashabaranov/go-openai"
)

// bodyPatchKey is the context key under which a request carries fields to
// set in its JSON body.
type bodyPatchKey struct{}

// withBodyPatch returns a context whose requests get fields set in their
// JSON body.
func withBodyPatch(ctx context.Context, fields map[string]any) context.Context {
	if len(fields) == 0 {
		return ctx
	}
	return context.WithValue(ctx, bodyPatchKey{}, fields)
}

// patchingDoer sets extra fields in JSON request bodies before sending
// them. It exists because go-openai's request struct cannot express some
// values, above all a temperature of 0.
type patchingDoer struct {
	next openai.HTTPDoer
}

// Do patches the body when the request's context asks for it.
func (d patchingDoer) Do(req *http.Request) (*http.Response, error) {
	fields, _ := req.Context().Value(bodyPatchKey{}).(map[string]any)
	if len(fields) == 0 || req.Body == nil {
		return d.next.Do(req)
	}
	raw, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("openaimodel: reading the request body: %w", err)
	}
	body, err := patchJSON(raw, fields)
	if err != nil {
		return nil, err
	}
	out := req.Clone(req.Context())
	out.Body = io.NopCloser(bytes.NewReader(body))
	out.ContentLength = int64(len(body))
	out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	return d.next.Do(out)
}

// patchJSON sets fields in a JSON object.
func patchJSON(raw []byte, fields map[string]any) ([]byte, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("openaimodel: request body is not a JSON object: %w", err)
	}
	for k, v := range fields {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("openaimodel: encoding %s: %w", k, err)
		}
		obj[k] = b
	}
	return json.Marshal(obj)
}
