// An arena bot that reads everything and never answers.
process.stdin.resume();
setInterval(() => {}, 1000);
