// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_fout_single.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 color : $vout.COLOR : COL : 1 : 1
//var float depth : $vout.DEPTH : DEPTH : 2 : 1

precision mediump float;

vec4 _color1;
float _TMP0;
float _TMP3;
varying vec4 TEX0;
varying vec4 DEPR;

 // main procedure, the original name was main
void main()
{

    float _depth;

    _color1 = TEX0*2.00000000E+00;
    _TMP0 = min(1.00000000E+00, TEX0.z);
    _TMP3 = max(0.00000000E+00, _TMP0);
    _depth = _TMP3;
    gl_FragColor = _color1;
    DEPR.x = _TMP3;
} // main end
