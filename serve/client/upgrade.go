package client

import (
	"bufio"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/kraitpy/krait/serve"
)

// Dial returns a client of the server at baseURL (as NewHTTP) that speaks
// over one connection upgraded to the stdio protocol's JSON lines when the
// server offers it (its hello lists serve.FeatureUpgrade): a request or a
// tool result is then one line each way on an open connection, as with a
// spawned `krait serve --stdio`, rather than an HTTP exchange. A server
// without the feature, or an upgrade refused on the way (a proxy that
// does not pass Upgrade), gives a client of the plain HTTP API instead
// (Upgraded reports which); a refused token is an error. hc (may be nil)
// carries the hello and the plain API; for an https URL its transport's
// TLS configuration, if any, is used for the upgraded connection too.
//
// One upgraded connection carries all the client's sessions and runs
// (their lines interleave, each whole). When it ends — the server closed
// it, or it was idle for the server's limit — requests fail; the sessions
// stay on the server until their TTL, and a new client reaches them.
func Dial(ctx context.Context, baseURL, token string, hc *http.Client) (*Client, error) {
	plain := NewHTTP(baseURL, token, hc)
	h, err := plain.Hello(ctx)
	if err != nil {
		plain.Close()
		return nil, err
	}
	if !slices.Contains(h.Features, serve.FeatureUpgrade) {
		return plain, nil
	}
	c, err := upgrade(ctx, baseURL, token, hc)
	var refused *upgradeRefused
	if errors.As(err, &refused) && refused.status != http.StatusUnauthorized {
		return plain, nil
	}
	if err != nil {
		plain.Close()
		return nil, err
	}
	plain.Close()
	return c, nil
}

// Upgraded reports whether the client speaks over an upgraded connection
// (Dial).
func (c *Client) Upgraded() bool {
	t, ok := c.t.(*stdioTransport)
	return ok && t.upgraded
}

// upgradeRefused is an upgrade request answered without switching
// protocols; err is the answer's error.
type upgradeRefused struct {
	status int
	err    error
}

func (e *upgradeRefused) Error() string { return e.err.Error() }
func (e *upgradeRefused) Unwrap() error { return e.err }

// upgrade dials the server, asks for the upgrade and returns a client of
// the connection's lines.
func upgrade(ctx context.Context, baseURL, token string, hc *http.Client) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	host := u.Host
	if u.Port() == "" {
		port := "80"
		if u.Scheme == "https" {
			port = "443"
		}
		host = net.JoinHostPort(u.Hostname(), port)
	}
	var d net.Dialer
	var conn net.Conn
	switch u.Scheme {
	case "http":
		conn, err = d.DialContext(ctx, "tcp", host)
	case "https":
		cfg := &tls.Config{}
		if hc != nil {
			if tr, ok := hc.Transport.(*http.Transport); ok && tr.TLSClientConfig != nil {
				cfg = tr.TLSClientConfig.Clone()
			}
		}
		if cfg.ServerName == "" {
			cfg.ServerName = u.Hostname()
		}
		td := tls.Dialer{NetDialer: &d, Config: cfg}
		conn, err = td.DialContext(ctx, "tcp", host)
	default:
		return nil, fmt.Errorf("client: %q: the URL's scheme must be http or https", baseURL)
	}
	if err != nil {
		return nil, err
	}
	if tc, ok := conn.(*net.TCPConn); ok {
		// A request line is one small write: sent at once.
		tc.SetNoDelay(true)
	}
	c, err := upgradeConn(ctx, conn, u, token)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return c, nil
}

// upgradeConn sends the upgrade request on conn and reads the answer and
// the hello.
func upgradeConn(ctx context.Context, conn net.Conn, u *url.URL, token string) (*Client, error) {
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}
	// The context's end interrupts the exchange; once it is over, the
	// deadlines are cleared (after the interruption, if it came).
	fired := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		conn.SetDeadline(time.Unix(1, 0))
		close(fired)
	})
	defer stop()
	path := strings.TrimSuffix(u.Path, "/") + serve.UpgradePath
	req := "GET " + path + " HTTP/1.1\r\nHost: " + u.Host + "\r\nConnection: Upgrade\r\nUpgrade: " + serve.UpgradeProtocol + "\r\n"
	if token != "" {
		req += "Authorization: Bearer " + token + "\r\n"
	}
	if _, err := conn.Write([]byte(req + "\r\n")); err != nil {
		return nil, err
	}
	br := bufio.NewReaderSize(conn, 64<<10)
	resp, err := http.ReadResponse(br, &http.Request{Method: "GET"})
	if err != nil {
		return nil, fmt.Errorf("client: the upgrade's answer: %w", err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols || !strings.EqualFold(resp.Header.Get("Upgrade"), serve.UpgradeProtocol) {
		defer resp.Body.Close()
		if resp.StatusCode == http.StatusSwitchingProtocols {
			return nil, &upgradeRefused{status: resp.StatusCode, err: fmt.Errorf("client: the server switched to %q, not %q", resp.Header.Get("Upgrade"), serve.UpgradeProtocol)}
		}
		return nil, &upgradeRefused{status: resp.StatusCode, err: readError(resp)}
	}
	// The hello may have come with the answer, in br.
	c, err := newLines(&bufferedConn{br: br, Conn: conn}, halfCloser{conn}, conn, nil)
	if err != nil {
		return nil, err
	}
	if !stop() {
		<-fired
	}
	conn.SetDeadline(time.Time{})
	c.t.(*stdioTransport).upgraded = true
	return c, nil
}

// bufferedConn reads a connection through the buffer its upgrade's answer
// was read with; deadlines are the connection's.
type bufferedConn struct {
	br *bufio.Reader
	net.Conn
}

func (c *bufferedConn) Read(p []byte) (int, error) { return c.br.Read(p) }

// halfCloser closes the writing half of a connection: the server then
// sees the input's end, cancels the connection's runs and closes it,
// and the client reads its output to its end.
type halfCloser struct{ conn net.Conn }

func (h halfCloser) Write(p []byte) (int, error) { return h.conn.Write(p) }

func (h halfCloser) Close() error {
	if cw, ok := h.conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return h.conn.Close()
}
