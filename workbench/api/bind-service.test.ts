import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { serviceToken } from '../../core/platform';
import { bindService } from './bind-service';

interface Greeting {
  text: string;
}
interface Counter {
  count: number;
}
const GreetingToken = serviceToken<Greeting>('test.Greeting');
const FarewellToken = serviceToken<Greeting>('test.Farewell');
const CounterToken = serviceToken<Counter>('test.Counter');

class Letter {
  constructor(readonly deps: { opening: Greeting; closing: Greeting }) {}
  toString(): string {
    return `${this.deps.opening.text} ... ${this.deps.closing.text}`;
  }
}

function container(): Container {
  const c = new Container();
  c.bind(GreetingToken).toConstantValue({ text: 'Dear reader' });
  c.bind(FarewellToken).toConstantValue({ text: 'Yours' });
  return c;
}

describe('bindService', () => {
  it('hands the factory each dependency under the name its token was given, whatever the order', () => {
    const c = container();
    bindService(c.bind.bind(c), Letter, (deps) => new Letter(deps), { closing: FarewellToken, opening: GreetingToken });
    expect(String(c.get(Letter))).toBe('Dear reader ... Yours');
  });

  it('is transient unless the binding asks for a singleton', () => {
    const c = container();
    let made = 0;
    bindService(c.bind.bind(c), CounterToken, () => ({ count: ++made }), {});
    expect(c.get(CounterToken)).not.toBe(c.get(CounterToken));
    const single = container();
    bindService(single.bind.bind(single), CounterToken, () => ({ count: ++made }), {}).inSingletonScope();
    expect(single.get(CounterToken)).toBe(single.get(CounterToken));
  });

  it('rejects, at compile time, a token whose service is not the type the factory needs', () => {
    const c = container();
    c.bind(CounterToken).toConstantValue({ count: 1 });
    // @ts-expect-error: a Counter is no Greeting (typecheck fails if this line compiles)
    bindService(c.bind.bind(c), Letter, (deps) => new Letter(deps), { opening: CounterToken, closing: FarewellToken });
    // @ts-expect-error: the factory makes a Counter, the token stands for a Greeting
    bindService(c.bind.bind(c), GreetingToken, () => ({ count: 1 }), {});
    expect(c.isBound(Letter)).toBe(true);
  });
});
