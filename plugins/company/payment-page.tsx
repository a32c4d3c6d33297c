import { Link } from 'react-router';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { companyIds } from './test-ids';

/** Where a billing provider's checkout returns to (README "Plans and billing"). */
function PaymentResult({ ok }: { ok: boolean }) {
  return (
    <CompanyScreen testId={companyIds.paymentPage} titleId="payment-title" title={ok ? 'Payment received' : 'Payment failed'}>
      <CompanyNote tone={ok ? 'info' : 'error'} live="status">
        {ok ? 'Thank you: your subscription is being updated.' : 'The payment did not go through. Nothing was charged; you can try again from the plan page.'}
      </CompanyNote>
      <Link className="p-button p-button-outlined" to="/company/plan">
        Back to the plan
      </Link>
    </CompanyScreen>
  );
}

export const PaymentSuccessPage = () => <PaymentResult ok />;
export const PaymentFailPage = () => <PaymentResult ok={false} />;
