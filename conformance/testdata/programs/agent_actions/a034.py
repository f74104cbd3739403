# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
text = """Agents call tools. Tools return observations. Observations guide the next step!
Is this the final step? Not yet; the agent keeps going."""
sentences = [s.strip() for s in text.replace("?", ".").replace("!", ".").split(".") if s.strip()]
print(len(sentences), "sentences")
words = [w.strip(".,;!?").lower() for w in text.split()]
print("Words:", len(words), "unique:", len(set(words)))
longest = sorted(set(words), key=lambda w: (-len(w), w))[:3]
print("Longest words:", longest)
avg = sum(len(w) for w in words) / len(words)
print(f"Average word length: {avg:.2f}")
print(text.count("step"), text.find("final"), text.lower().startswith("agents"))
