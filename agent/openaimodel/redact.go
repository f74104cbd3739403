package openaimodel

import (
	"errors"
	"regexp"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// redactedText replaces a secret in errors and logs.
const redactedText = "[redacted]"

// credentialPattern finds credentials a server may echo back: bearer
// tokens and the values of Authorization or api-key fields and headers.
var credentialPattern = regexp.MustCompile(`(?i)(\bbearer\s+|\bauthorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token)\s+)?|\bapi[-_]?key["']?\s*[:=]\s*["']?)[^\s"',;&{}\[\]]+`)

// Redact removes key and anything that looks like a credential (bearer
// tokens, Authorization and api-key values) from s.
func Redact(s, key string) string {
	if key != "" {
		s = strings.ReplaceAll(s, key, redactedText)
	}
	return credentialPattern.ReplaceAllString(s, "${1}"+redactedText)
}

// redactedError is a model error whose message has been cleaned of
// credentials; the go-openai errors it wraps were cleaned in place.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }

// Unwrap returns the cleaned original error.
func (e *redactedError) Unwrap() error { return e.err }

// redact cleans err of the API key and credentials, wherever go-openai
// put the server's words: the returned error's message, and the
// *openai.APIError and *openai.RequestError reachable with errors.As.
func (m *Model) redact(err error) error {
	if err == nil {
		return nil
	}
	key := m.cfg.APIKey
	var ae *openai.APIError
	if errors.As(err, &ae) {
		ae.Message = Redact(ae.Message, key)
		if s, ok := ae.Code.(string); ok {
			ae.Code = Redact(s, key)
		}
		if ae.Param != nil {
			p := Redact(*ae.Param, key)
			ae.Param = &p
		}
	}
	var re *openai.RequestError
	if errors.As(err, &re) {
		re.Body = []byte(Redact(string(re.Body), key))
		if re.Err != nil {
			if s := re.Err.Error(); Redact(s, key) != s {
				re.Err = errors.New(Redact(s, key))
			}
		}
	}
	msg := err.Error()
	if clean := Redact(msg, key); clean != msg {
		return &redactedError{msg: clean, err: err}
	}
	return err
}
