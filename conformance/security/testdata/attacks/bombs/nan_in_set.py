# attack: a NaN looked up in a set holding a NaN — the lookup restarted forever without checking any budget (the deadline could not stop it), since NaN != NaN made the entry look replaced
# limits: time=5s
# expect: ok
# output: False False
print(float("nan") in {float("nan")}, float("nan") in {float("nan"): 1})
