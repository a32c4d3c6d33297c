/** The product's name as the public site shows it ('Contact {product}', 'I want to try {product}!'). */
export const PRODUCT_NAME = 'OEE Workbench';

