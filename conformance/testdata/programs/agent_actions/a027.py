# krait-run: --allow-import json
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import json
config_text = """
{
  "model": "gpt-4o",
  "temperature": 0.2,
  "max_tokens": 1024,
  "tools": ["search", "calculator"],
  "retry": {"attempts": 3, "backoff": 1.5}
}
"""
config = json.loads(config_text)
defaults = {"temperature": 1.0, "top_p": 1.0, "stream": False}
merged = {**defaults, **config}
print(sorted(merged))
print(f"Retries: {merged['retry']['attempts']} with backoff x{merged['retry']['backoff']}")
delays = [round(merged['retry']['backoff'] ** i, 3) for i in range(merged['retry']['attempts'])]
print("Delays:", delays)
try:
    json.loads('{"bad": }')
except json.JSONDecodeError as e:
    print("JSON error:", e.msg, "at pos", e.pos)
print(json.dumps(merged, separators=(",", ":"))[:60])
