// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_fin_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//var float4 color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 specular : $vin.COLOR1 : COLOR1 : 1 : 1
//var float4 t0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float3 t1 : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
//var float2 t2 : $vin.TEXCOORD2 : TEXCOORD2 : 4 : 1
//var float t3 : $vin.TEXCOORD3 : TEXCOORD3 : 5 : 1
//var float4 t4 : $vin.TEXCOORD4 : TEXCOORD4 : 6 : 1
//var float4 t5 : $vin.TEXCOORD5 : TEXCOORD5 : 7 : 1
//var float4 t6 : $vin.TEXCOORD6 : TEXCOORD6 : 8 : 1
//var float4 t7 : $vin.TEXCOORD7 : TEXCOORD7 : 9 : 1
//var float fog : $vin.FOG : FOG : 10 : 1
//var float4 wpos : $vin.WPOS : WPOS : 11 : 1
//var float face : $vin.FACE : FACE : 12 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _TMP0;
float _face1;
varying vec4 COL0;
varying vec4 COL1;
varying vec4 TEX0;
varying vec4 TEX1;
varying vec4 TEX2;
varying vec4 TEX3;
varying vec4 TEX4;
varying vec4 TEX5;
varying vec4 TEX6;
varying vec4 TEX7;
varying vec4 FOGC;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _face1 = float(gl_FrontFacing);
    _c = COL0*COL1 + TEX0 + vec4(TEX1.x, TEX1.y, TEX1.z, TEX3.x) + TEX2.xyxy + TEX4 + TEX5 + TEX6 + TEX7;
    _c = _c + (gl_FragCoord*1.00000005E-03 + FOGC.x);
    if (_face1 > 0.00000000E+00) { // if begin
        _TMP0 = _c;
    } else {
        _TMP0 = -_c;
    } // end if
    gl_FragColor = _TMP0;
    return;
} // main end
