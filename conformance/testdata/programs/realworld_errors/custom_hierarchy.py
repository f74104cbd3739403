class AppError(Exception):
    code = 1
    def __init__(self, msg, *, detail=None):
        super().__init__(msg)
        self.detail = detail
    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")

class NotFound(AppError):
    code = 404

class Forbidden(AppError):
    code = 403

class RateLimited(AppError):
    code = 429
    def __init__(self, retry_after):
        super().__init__("too many requests", detail=f"retry after {retry_after}s")
        self.retry_after = retry_after

ROUTES = {"/": "home", "/admin": None, "/api": "api"}
hits = {}

def handle(path, user="guest"):
    hits[user] = hits.get(user, 0) + 1
    if hits[user] > 3:
        raise RateLimited(hits[user] * 10)
    if path not in ROUTES:
        raise NotFound(f"no route for {path}")
    if ROUTES[path] is None and user != "admin":
        raise Forbidden("admins only", detail=f"user={user}")
    return f"200 {ROUTES[path] or 'admin panel'}"

requests = [("/", "guest"), ("/admin", "guest"), ("/missing", "bob"), ("/admin", "admin"), ("/api", "guest"), ("/", "guest"), ("/", "guest")]
for path, user in requests:
    try:
        print(handle(path, user))
    except RateLimited as e:
        print("slow down:", e, e.retry_after)
    except (NotFound, Forbidden) as e:
        print(type(e).__name__, e.code, str(e), e.args)
    except AppError as e:
        print("generic", e)
print(issubclass(RateLimited, AppError), issubclass(AppError, RateLimited))
print(repr(NotFound("x")), repr(RateLimited(5)))
e = Forbidden("nope")
print(e.detail, e.args, f"{e}", e.with_traceback(None) is e)
err = AppError("base", detail="d")
err.add_note("note one")
print(str(err), err.args)
raise NotFound("final", detail="end of program")
