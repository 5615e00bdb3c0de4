// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float4 color : $vin.COLOR0 : COL0 : 0 : 1
//var float4 specular : $vin.COLOR1 : COL1 : 1 : 1
//var float4 t0 : $vin.TEXCOORD0 : TEX0 : 2 : 1
//var float3 t1 : $vin.TEXCOORD1 : TEX1 : 3 : 1
//var float2 t2 : $vin.TEXCOORD2 : TEX2 : 4 : 1
//var float t3 : $vin.TEXCOORD3 : TEX3 : 5 : 1
//var float4 t4 : $vin.TEXCOORD4 : TEX4 : 6 : 1
//var float4 t5 : $vin.TEXCOORD5 : TEX5 : 7 : 1
//var float4 t6 : $vin.TEXCOORD6 : TEX6 : 8 : 1
//var float4 t7 : $vin.TEXCOORD7 : TEX7 : 9 : 1
//var float fog : $vin.FOG : FOGC : 10 : 1
//var float4 wpos : $vin.WPOS : WPOS : 11 : 1
//var float face : $vin.FACE : FACE : 12 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _TMP0;
float _face1;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _face1 = float(gl_FrontFacing);
    _c = gl_Color*gl_SecondaryColor + gl_TexCoord[0] + vec4(gl_TexCoord[1].x, gl_TexCoord[1].y, gl_TexCoord[1].z, gl_TexCoord[3].x) + gl_TexCoord[2].xyxy + gl_TexCoord[4] + gl_TexCoord[5] + gl_TexCoord[6] + gl_TexCoord[7];
    _c = _c + (gl_FragCoord*1.00000005E-03 + gl_FogFragCoord);
    if (_face1 > 0.00000000E+00) { // if begin
        _TMP0 = _c;
    } else {
        _TMP0 = -_c;
    } // end if
    gl_FragColor = _TMP0;
    return;
} // main end
