import { Link } from 'react-router';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

/** Where a billing provider's checkout returns to (README "Plans and billing"). */
function PaymentResult({ ok }: { ok: boolean }) {
  return (
    <section className="company-screen" data-testid={companyIds.paymentPage} aria-labelledby="payment-title">
      <h2 id="payment-title">{ok ? 'Payment received' : 'Payment failed'}</h2>
      <p role="status">{ok ? 'Thank you: your subscription is being updated.' : 'The payment did not go through. Nothing was charged; you can try again from the plan page.'}</p>
      <Link to="/company/plan">Back to the plan</Link>
    </section>
  );
}

export const PaymentSuccessPage = () => <PaymentResult ok />;
export const PaymentFailPage = () => <PaymentResult ok={false} />;
