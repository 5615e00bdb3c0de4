// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_arrays.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program blur_taps
//semantic blur_taps.texelStep
//semantic blur_taps.taps
//semantic image
//var float2 texelStep :  : _texelStep1 : 1 : 1
//var int taps :  : _taps1 : 2 : 1
//var sampler2D image :  : _image : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 blur_taps : $vout.COLOR : COL : -1 : 1

precision mediump float;

uniform vec2 _texelStep1;
uniform int _taps1;
vec2 _c0007;
varying vec4 TEX0;
uniform sampler2D _image;

 // main procedure, the original name was blur_taps
void main()
{

    float _weights[4];
    vec4 _samples[4];
    int _i1;
    vec4 _sum;
    int _i2;

    _weights[0] = 1.25000000E-01;
    _weights[1] = 3.75000000E-01;
    _weights[2] = 3.75000000E-01;
    _weights[3] = 1.25000000E-01;
    _i1 = 0;
    for (; _i1 < _taps1; _i1 = _i1 + 1) { // for begin
        _c0007 = TEX0.xy + _texelStep1*float(_i1);
        _samples[_i1] = texture2D(_image, _c0007);
    } // end for
    _sum = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i2 = 0;
    for (; _i2 < _taps1; _i2 = _i2 + 1) { // for begin
        _weights[_i2] = _weights[_i2]*2.00000000E+00;
        _sum = _sum + _weights[_i2]*_samples[_i2];
    } // end for
    gl_FragColor = _sum;
    return;
} // main end
