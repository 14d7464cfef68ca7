"""One folder per platform (terminal, telegram, discord): parse the platform's event, check who may act,
hand it to the engine, render the reply."""
