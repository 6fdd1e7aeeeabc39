package org.sprague.app;

import java.time.Duration;

/**
 * The request of {@link Sprague#outcomeTable}: who wins every empty rectangle of Domineering
 * up to {@code rows x cols}, both starters ({@code sprague table domineering RxC}; issue 23).
 *
 * @param rows the most rows, at least 1
 * @param cols the most columns, at least 1
 * @param threads 1 or 2: the threads each board's outcome search shares the root's replies between
 * @param timeLimit the deadline from the call's start; null: the caller's scope
 */
public record OutcomeTableQuestion(int rows, int cols, int threads, Duration timeLimit) {
}
